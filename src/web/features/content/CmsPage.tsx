// Placeholder until the content area lands.
export default function CmsPage(_props: { pageKey: string }) {
  return null;
}
