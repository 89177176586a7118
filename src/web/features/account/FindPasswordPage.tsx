// Placeholder until the account area lands.
export default function FindPasswordPage() {
  return null;
}
