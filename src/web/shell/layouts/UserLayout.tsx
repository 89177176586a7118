// Placeholder until the shell area lands.
export default function UserLayout() {
  return null;
}
