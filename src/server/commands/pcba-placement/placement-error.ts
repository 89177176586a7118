// A placement file that yields no placement at all: answered 422 with the reader's key and its English text.
import { ApiCode } from '../../../shared/api';
import { PLACEMENT_MESSAGES_EN } from '../../../shared/pcba/placement/messages';
import type { PlacementProblemKey } from '../../../shared/pcba/placement/types';
import { AppError } from '../../http/errors';

/** The keys that stop the whole file; their texts have no {{placeholders}} (the envelope carries none). */
const FILE_KEYS = ['placement.notText', 'placement.tooLarge', 'placement.tooManyRows', 'placement.noHeader', 'placement.noRows'] as const;
type FileKey = (typeof FILE_KEYS)[number];

export const placementError = (key: FileKey): AppError =>
  new AppError(ApiCode.validation, 422, key, PLACEMENT_MESSAGES_EN[key.slice('placement.'.length) as keyof typeof PLACEMENT_MESSAGES_EN]);

/** The file-level problem among the reader's, or "no rows" when every line was skipped for its own reason. */
export const fileProblem = (keys: readonly PlacementProblemKey[]): FileKey =>
  FILE_KEYS.find((k) => keys.includes(k)) ?? 'placement.noRows';
