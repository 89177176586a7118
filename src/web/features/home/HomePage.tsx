// Placeholder until the home area lands.
export default function HomePage() {
  return null;
}
