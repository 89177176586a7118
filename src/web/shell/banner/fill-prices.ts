// Banner texts are content written by staff; a price in them is written as {price:<USD cents>} and shown through the
// currency formatter, so the Japanese edition reads yen and a visitor who chose euros reads euros.
const TOKEN = /\{price:(\d{1,12})\}/g;

export const fillPrices = (text: string, format: (usdCents: bigint) => string): string =>
  text.replace(TOKEN, (_, cents: string) => format(BigInt(cents)));
