// Placeholder until the content area lands.
export default function FaqPage() {
  return null;
}
