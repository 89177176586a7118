// Placeholder until the shell area lands.
export default function ShopLayout() {
  return null;
}
