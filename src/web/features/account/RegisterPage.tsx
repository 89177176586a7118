// Placeholder until the account area lands.
export default function RegisterPage() {
  return null;
}
