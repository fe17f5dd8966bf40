import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  Attachable,
  ExperienceFigures,
  ReviewedCredential,
  RoadmapFigures,
} from '../../common/index.ts';

/**
 * One attachment group with its own consent: the title, what is attached (`children`), what for,
 * to whom and for how long (`termsKey`, given the recipient and the retention days), that refusing
 * is allowed, and the consent box. With `empty`, only that text shows and there is nothing to consent to.
 */
function ConsentGroup({
  group,
  title,
  offer,
  termsKey,
  consentLabel,
  checked,
  onChange,
  disabled,
  empty,
  children,
}: {
  group: 'credentials' | 'experience' | 'roadmaps';
  title: string;
  offer: Attachable;
  termsKey: string;
  consentLabel: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
  empty?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('recruitment-screens');
  const recipient = [offer.recipient.company, offer.recipient.channel].filter(Boolean).join(' · ');
  const termsId = `rc-consent-${group}-terms`;
  const refuseId = `rc-consent-${group}-refuse`;
  return (
    <fieldset className="sd-field rc-attach" data-testid={`recruitment-attach-${group}`}>
      <legend className="sd-field__label">{title}</legend>
      {empty !== undefined ? (
        <p className="sd-muted">{empty}</p>
      ) : (
        <>
          {children}
          <p className="sd-muted" id={termsId}>
            {t(termsKey, { recipient, days: offer.retentionDays })}
          </p>
          <p className="sd-muted" id={refuseId}>
            {t('attach.refuse')}
          </p>
          <label>
            <input
              type="checkbox"
              checked={checked}
              disabled={disabled}
              aria-describedby={`${termsId} ${refuseId}`}
              onChange={(e) => onChange(e.target.checked)}
              data-testid={`recruitment-consent-${group}`}
            />{' '}
            {consentLabel}
          </label>
        </>
      )}
    </fieldset>
  );
}

/** The credentials group as the form holds it: the consent and the chosen ids. */
export interface CredentialChoice {
  consent: boolean;
  certIds: string[];
}

/**
 * The certificates and badges the applicant could attach, and the group's own consent box: what
 * for, which items, who receives them, for how long, and that refusing is allowed. Nothing is
 * sent without the box ticked; unticking it clears the choice.
 */
export function CredentialConsent({
  offer,
  value,
  onChange,
  disabled,
}: {
  offer: Attachable;
  value: CredentialChoice;
  onChange: (next: CredentialChoice) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('recruitment-screens');
  const credentials = offer.credentials ?? [];
  const toggle = (certId: string) =>
    onChange({
      ...value,
      certIds: value.certIds.includes(certId)
        ? value.certIds.filter((id) => id !== certId)
        : [...value.certIds, certId],
    });
  return (
    <ConsentGroup
      group="credentials"
      title={t('attach.credentials')}
      offer={offer}
      termsKey="attach.terms"
      consentLabel={t('attach.consent')}
      checked={value.consent}
      onChange={(checked) =>
        onChange(
          checked
            ? {
                consent: true,
                certIds: value.certIds.length ? value.certIds : credentials.map((c) => c.certId),
              }
            : { consent: false, certIds: [] },
        )
      }
      disabled={disabled}
      empty={credentials.length === 0 ? t('attach.none') : undefined}
    >
      <ul className="rc-attach__items">
        {credentials.map((c) => (
          <li key={c.certId}>
            <label>
              <input
                type="checkbox"
                checked={value.certIds.includes(c.certId)}
                disabled={disabled || !value.consent}
                onChange={() => toggle(c.certId)}
                data-testid={`recruitment-credential-${c.certId}`}
              />{' '}
              {c.title} <span className="sd-muted">({t(`credentialKind.${c.sourceKind}`)})</span>
            </label>
          </li>
        ))}
      </ul>
    </ConsentGroup>
  );
}

/** The attached certificates and badges as a reviewer sees them, each with its live verification. */
export function AttachedCredentials({ credentials }: { credentials: ReviewedCredential[] }) {
  const { t } = useTranslation('recruitment-screens');
  if (!credentials.length) return null;
  return (
    <ul className="rc-attach__items" aria-label={t('attach.attached')} data-testid="recruitment-attached">
      {credentials.map((c, i) => (
        <li key={c.certId ?? i}>
          <span
            className={`rc-credential rc-credential--${c.state}`}
            data-testid="recruitment-credential-state"
          >
            {t(`credentialState.${c.state}`)}
          </span>{' '}
          {c.certId ? (
            <a href={`/cert/${c.certId}`} target="_blank" rel="noopener noreferrer">
              {c.title}
            </a>
          ) : (
            c.title
          )}
          {c.sourceKind ? <span className="sd-muted"> ({t(`credentialKind.${c.sourceKind}`)})</span> : null}
          {c.holderName ? <span className="sd-muted"> · {c.holderName}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** A group of figures taken at submit, with its own consent box. */
interface FiguresConsentProps {
  offer: Attachable;
  consent: boolean;
  onChange: (consent: boolean) => void;
  disabled: boolean;
}

/** The experience figures group and its own consent box; the figures are taken at submit. */
export function ExperienceConsent({ offer, consent, onChange, disabled }: FiguresConsentProps) {
  const { t } = useTranslation('recruitment-screens');
  if (!offer.experience) return null;
  return (
    <ConsentGroup
      group="experience"
      title={t('attach.experience')}
      offer={offer}
      termsKey="attach.experienceTerms"
      consentLabel={t('attach.experienceConsent')}
      checked={consent}
      onChange={onChange}
      disabled={disabled}
    >
      <p>{t('attach.experienceNow', { ...offer.experience })}</p>
    </ConsentGroup>
  );
}

/** The experience figures as they were at submit, as a reviewer sees them. */
export function AttachedExperience({ figures }: { figures: ExperienceFigures | null }) {
  const { t } = useTranslation('recruitment-screens');
  if (!figures) return null;
  return (
    <div className="sd-muted" data-testid="recruitment-attached-experience">
      {t('attach.experience')}:{' '}
      {t('attach.experienceFigures', { level: figures.level, totalXp: figures.totalXp })}
    </div>
  );
}

/** The roadmap progress group and its own consent box; the progress is taken at submit. */
export function RoadmapsConsent({ offer, consent, onChange, disabled }: FiguresConsentProps) {
  const { t } = useTranslation('recruitment-screens');
  if (!offer.roadmaps) return null;
  return (
    <ConsentGroup
      group="roadmaps"
      title={t('attach.roadmaps')}
      offer={offer}
      termsKey="attach.roadmapsTerms"
      consentLabel={t('attach.roadmapsConsent')}
      checked={consent}
      onChange={onChange}
      disabled={disabled}
      empty={offer.roadmaps.length === 0 ? t('attach.roadmapsNone') : undefined}
    >
      <ul className="rc-attach__items">
        {offer.roadmaps.map((r) => (
          <li key={r.sequence}>{t('attach.roadmapFigures', { ...r })}</li>
        ))}
      </ul>
    </ConsentGroup>
  );
}

/** The roadmap progress as it was at submit, as a reviewer sees it. */
export function AttachedRoadmaps({ roadmaps }: { roadmaps: RoadmapFigures[] }) {
  const { t } = useTranslation('recruitment-screens');
  if (!roadmaps.length) return null;
  return (
    <ul
      className="rc-attach__items sd-muted"
      aria-label={t('attach.roadmaps')}
      data-testid="recruitment-attached-roadmaps"
    >
      {roadmaps.map((r) => (
        <li key={r.sequence}>{t('attach.roadmapFigures', { ...r })}</li>
      ))}
    </ul>
  );
}
