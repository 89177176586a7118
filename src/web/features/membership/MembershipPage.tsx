// Placeholder until the membership area lands.
export default function MembershipPage() {
  return null;
}
