// Exact cross rates between display currencies from USD-based rates in parts per million.
import { divRound } from '../../../shared/money';

const PPM = 1_000_000n;

/**
 * One unit of `from` in `to`, times 1e6, rounded half-up. Both inputs are "one USD in the currency × 1e6",
 * so from→to = to / from; multiplying before dividing keeps it exact up to the final rounding.
 */
export const crossRatePpm = (fromPerUsdPpm: bigint, toPerUsdPpm: bigint): bigint => {
  if (fromPerUsdPpm <= 0n) throw new Error('rate must be positive');
  return divRound(toPerUsdPpm * PPM, fromPerUsdPpm);
};

/** A ppm value as a decimal string with exactly 6 decimals ("163.043478"). */
export const ppmToDecimal = (ppm: bigint): string => {
  const sign = ppm < 0n ? '-' : '';
  const abs = ppm < 0n ? -ppm : ppm;
  return `${sign}${abs / PPM}.${(abs % PPM).toString().padStart(6, '0')}`;
};
