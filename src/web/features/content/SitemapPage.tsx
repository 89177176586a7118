// Placeholder until the content area lands.
export default function SitemapPage() {
  return null;
}
