// Placeholder until the account area lands.
export default function PersonalDetailPage() {
  return null;
}
