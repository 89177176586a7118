// Placeholder until the account area lands.
export default function LoginPage() {
  return null;
}
