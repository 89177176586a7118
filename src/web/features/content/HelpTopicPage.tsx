// Placeholder until the content area lands.
export default function HelpTopicPage() {
  return null;
}
