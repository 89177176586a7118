// Placeholder until the shell area lands.
export default function LoginLayout() {
  return null;
}
