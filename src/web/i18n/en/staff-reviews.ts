// Staff console: the customer reviews screen (English; issue 14).
export const staffReviews = {
  title: 'Customer reviews',
  intro: 'Every review, newest first, with its order and customer. Hide a review to take it off the shop (the home page and the review pages); show it again at any time. Each change is in the review’s history.',
  review: 'Review',
  rating: 'Rating',
  order: 'Order',
  shown: 'Shown',
  hidden: 'Hidden',
  auto: 'Automatic',
  hide: 'Hide',
  show: 'Show again',
  note: 'Reason (kept in the history)',
  hiddenDone: 'Review {{id}} hidden.',
  shownDone: 'Review {{id}} shown again.',
  history: 'History',
};
