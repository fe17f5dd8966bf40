import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { showToast, useAuth, useLazyTexts, useRealtimeTopic } from '@seodang/sdk/web';
import { levelUpEvent } from '../../common/levels.ts';
import { experienceApi } from '../api.ts';
import { texts } from '../texts.ts';
import '../experience.css';

/**
 * The header's level chip (a link to /learn/experience) and the level-up toast on the signed-in
 * user's topic. Nothing for visitors.
 */
export default function LevelChip() {
  const { userData } = useAuth();
  return userData ? <Chip userId={userData.id} /> : null;
}

function Chip({ userId }: { userId: number }) {
  const { t } = useTranslation('experience');
  const navigate = useNavigate();
  const client = useQueryClient();
  const profile = useQuery({
    queryKey: ['experience', 'profile'],
    queryFn: experienceApi.profile,
    retry: false,
  });
  const ready = useLazyTexts(texts);
  useRealtimeTopic(`user:${userId}`, (event, data) => {
    if (event !== levelUpEvent) return;
    const { level } = data as { level: number };
    void client.invalidateQueries({ queryKey: ['experience'] });
    showToast(t('levelUp', { level }), {
      type: 'success',
      action: { label: t('levelUpView'), style: 'link', onClick: () => void navigate('/learn/experience') },
    });
  });
  if (!profile.data || !ready) return null;
  const { level, expPercentage } = profile.data;
  return (
    <a
      className="xp-chip"
      href="/learn/experience"
      onClick={(e) => {
        e.preventDefault();
        void navigate('/learn/experience');
      }}
      aria-label={t('levelChip', { level, percent: expPercentage })}
      data-testid="xp-chip"
    >
      <span aria-hidden="true">{t('level', { level })}</span>
    </a>
  );
}
