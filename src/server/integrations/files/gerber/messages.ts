// Warning keys of a Gerber analysis with their English text (spec services.md §8). The web app translates the
// key; the text is here so logs, API answers and tests read the same words.
export const GERBER_WARNINGS = {
  'gerber.parseFailed': 'Gerber parse failed: please fill in the parameters manually.',
  'gerber.tooComplex':
    'These files are too large or complex to read automatically: please fill in the parameters manually; our engineers will check the files.',
  'gerber.drillNotFound': 'Drill file not found: an Excellon NC drill file is needed.',
  'gerber.outlineNotFound': 'Outline not found: an outline layer is needed.',
  'gerber.blindBuried':
    'Blind or buried vias detected: only the Advanced service can make them; aluminium boards with blind vias cannot be made, choose rigid FR-4.',
} as const;

export type GerberWarningKey = keyof typeof GERBER_WARNINGS;

export interface GerberWarning {
  key: GerberWarningKey;
  message: string;
}

export const warning = (key: GerberWarningKey): GerberWarning => ({ key, message: GERBER_WARNINGS[key] });
