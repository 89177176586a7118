// Under the joint fields of /fusion_pcba (issue 11: joints counted from the files): where the numbers came from —
// counted from the BOM (and the placement file's packages), with the parts whose package we did not know — or,
// once the customer typed their own, what the files count and a button to take those again.
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JointCount } from '../../../shared/pcba/joints';

const SHOWN_GUESSES = 8;

interface Props {
  counted: JointCount | null;
  /** The customer typed the numbers after the count (their numbers stand). */
  typed: boolean;
  onUseCounted(): void;
}

export const JointsSource = ({ counted, typed, onUseCounted }: Props) => {
  const { t } = useTranslation('pcba');
  if (!counted) {
    return (
      <Text size="xs" c="dimmed" data-testid="joints-source">
        {t('joints.fromYou')}
      </Text>
    );
  }
  const guessed = counted.guessed.slice(0, SHOWN_GUESSES).join(', ') + (counted.guessed.length > SHOWN_GUESSES ? ', …' : '');
  const numbers = { smt: counted.smt, tht: counted.tht, count: counted.smtParts + counted.thtParts };
  return (
    <Stack gap={4} data-testid="joints-source">
      {typed ? (
        <>
          <Text size="xs">{t('joints.typed', numbers)}</Text>
          <div>
            <Button size="compact-xs" variant="light" onClick={onUseCounted}>
              {t('joints.useCounted')}
            </Button>
          </div>
        </>
      ) : (
        <Text size="xs" c="green.8">
          {counted.fromPlacement > 0 ? t('joints.countedWithPlacement', numbers) : t('joints.counted', numbers)}
        </Text>
      )}
      {counted.guessed.length > 0 && (
        <Text size="xs" c="orange.8" data-testid="joints-guessed">
          {t('joints.guessed', { count: counted.guessed.length, designators: guessed })}
        </Text>
      )}
    </Stack>
  );
};
