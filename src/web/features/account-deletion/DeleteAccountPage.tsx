// /web/user/deleteAccount (issue 15; spec services §4 "Account deletion wizard: Confirmation information, Notice and
// Agreement, Account Check, Complete, with a logout confirmation"; the password step sits before Complete, services
// §4 "After pass, the user confirms with the password"). The wizard's token comes from POST /third/get-token.
import '@mantine/core/styles/Stepper.css'; // not in the shell's shared sheet (shell/styles.ts)
import '@mantine/core/styles/Progress.css';
import { Alert, Center, Loader, Stack, Stepper, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeletionCheck, DeletionCheckBody, DeletionPreview } from '../../../shared/contracts/account-deletion';
import { usePageTitle } from '../../forms';
import { checkAccount, previewDeletion, startDeletion } from './api';
import { ConfirmStep } from './ConfirmStep';
import { NoticeStep } from './NoticeStep';
import { CheckStep } from './CheckStep';
import { PasswordStep } from './PasswordStep';
import { CompleteStep } from './CompleteStep';

type Start = { token: string; preview: DeletionPreview };

export default function DeleteAccountPage() {
  const { t } = useTranslation('accountDeletion');
  usePageTitle(t('title'));
  const [start, setStart] = useState<Start>();
  const [failed, setFailed] = useState(false);
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<DeletionCheckBody>();
  const [result, setResult] = useState<DeletionCheck>();
  const [running, setRunning] = useState(false);

  useEffect(() => {
    let live = true;
    startDeletion()
      .then(async ({ token }) => ({ token, preview: await previewDeletion(token) }))
      .then((s) => live && setStart(s))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const runCheck = async (body: DeletionCheckBody) => {
    setAnswers(body);
    setStep(2);
    setRunning(true);
    try {
      setResult(await checkAccount(body));
    } catch {
      setFailed(true);
    } finally {
      setRunning(false);
    }
  };

  if (failed) return <Alert color="red" role="alert">{t('failed')}</Alert>;
  if (!start) return <Center py="xl"><Loader aria-label={t('loading', { ns: 'common' })} /></Center>;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">{t('title')}</Title>
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t('steps.confirm')}>
          <ConfirmStep preview={start.preview} onNext={() => setStep(1)} />
        </Stepper.Step>
        <Stepper.Step label={t('steps.notice')}>
          <NoticeStep token={start.token} onBack={() => setStep(0)} onSubmit={(b) => void runCheck(b)} />
        </Stepper.Step>
        <Stepper.Step label={t('steps.check')}>
          <CheckStep result={result} running={running} onRecheck={() => answers && void runCheck(answers)} onNext={() => setStep(3)} />
        </Stepper.Step>
        <Stepper.Step label={t('steps.password')}>
          <PasswordStep token={start.token} onDeleted={() => setStep(4)} />
        </Stepper.Step>
        <Stepper.Completed>
          <CompleteStep />
        </Stepper.Completed>
      </Stepper>
    </Stack>
  );
}
