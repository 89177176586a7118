// Placeholder until the cart area lands.
export default function CartPage() {
  return null;
}
