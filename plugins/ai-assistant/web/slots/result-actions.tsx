import { useTranslation } from 'react-i18next';
import type { ResultActionsProps } from '@seodang/plugin-workspace/assist-slots';
import { Button } from '@seodang/sdk/web';
import { panelBus } from '../components/panel-bus.ts';

/** `workspace.result-actions`: "Help me fix this" under a failing verdict of a lesson's quiz. */
export default function ResultActions({ result, lectureIndex }: ResultActionsProps) {
  const { t } = useTranslation('ai-assistant');
  if (!result.failing || lectureIndex === null) return null;
  return (
    <p className="ai-result-actions">
      <Button size="sm" color="primary" outline onClick={panelBus.requestFix} data-testid="ai-help-fix">
        ✦ {t('result.fix')}
      </Button>
    </p>
  );
}
