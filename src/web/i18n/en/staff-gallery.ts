// The staff console's gallery screen (issue 14): feature, hide and comment moderation (English).
export const staffGallery = {
  title: 'Design gallery',
  intro: 'Feature designs on the recommended page, take a design off the gallery, and approve or reject comments before they are shown. The author is e-mailed when a design is featured or hidden.',
  projects: 'Designs',
  comments: 'Comments waiting',
  noComments: 'No comments are waiting.',
  name: 'Design', author: 'Author', share: 'Shared', state: 'State', likes: 'Likes', ordered: 'Ordered',
  featured: 'Featured', hidden: 'Hidden',
  feature: 'Feature', unfeature: 'Unfeature', hide: 'Hide', show: 'Show again',
  approve: 'Approve', reject: 'Reject',
  onProject: 'On {{name}}',
  share_types: { public: 'Public', unlisted: 'Unlisted', staff: 'Staff only' },
  done: 'Saved.',
};
