// Placeholder until the home area lands.
export default function JapanHomePage() {
  return null;
}
