// Solder joints counted from the BOM and placement files (issue 11): the per-package pad table and the count.
export { PAD_RULES, GUESSED_PADS, padsOf, type PadCount } from './pad-counts';
export { countJoints, type JointCount } from './count-joints';
