// Placeholder until the shell area lands.
export default function NotFoundPage() {
  return null;
}
