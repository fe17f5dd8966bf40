import { useTranslation } from 'react-i18next';
import type {
  Attachable,
  ExperienceFigures,
  ReviewedCredential,
  RoadmapFigures,
} from '../../common/index.ts';

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
  const recipient = [offer.recipient.company, offer.recipient.channel].filter(Boolean).join(' · ');
  const toggle = (certId: string) =>
    onChange({
      ...value,
      certIds: value.certIds.includes(certId)
        ? value.certIds.filter((id) => id !== certId)
        : [...value.certIds, certId],
    });
  return (
    <fieldset className="sd-field rc-attach" data-testid="recruitment-attach-credentials">
      <legend className="sd-field__label">{t('attach.credentials')}</legend>
      {credentials.length === 0 ? (
        <p className="sd-muted">{t('attach.none')}</p>
      ) : (
        <>
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
          <p className="sd-muted" id="rc-consent-credentials-terms">
            {t('attach.terms', { recipient, days: offer.retentionDays })}
          </p>
          <p className="sd-muted" id="rc-consent-credentials-refuse">
            {t('attach.refuse')}
          </p>
          <label>
            <input
              type="checkbox"
              checked={value.consent}
              disabled={disabled}
              aria-describedby="rc-consent-credentials-terms rc-consent-credentials-refuse"
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? {
                        consent: true,
                        certIds: value.certIds.length ? value.certIds : credentials.map((c) => c.certId),
                      }
                    : { consent: false, certIds: [] },
                )
              }
              data-testid="recruitment-consent-credentials"
            />{' '}
            {t('attach.consent')}
          </label>
        </>
      )}
    </fieldset>
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

/** The experience figures group and its own consent box; the figures are taken at submit. */
export function ExperienceConsent({
  offer,
  consent,
  onChange,
  disabled,
}: {
  offer: Attachable;
  consent: boolean;
  onChange: (consent: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('recruitment-screens');
  if (!offer.experience) return null;
  const recipient = [offer.recipient.company, offer.recipient.channel].filter(Boolean).join(' · ');
  return (
    <fieldset className="sd-field rc-attach" data-testid="recruitment-attach-experience">
      <legend className="sd-field__label">{t('attach.experience')}</legend>
      <p>{t('attach.experienceNow', { ...offer.experience })}</p>
      <p className="sd-muted" id="rc-consent-experience-terms">
        {t('attach.experienceTerms', { recipient, days: offer.retentionDays })}
      </p>
      <p className="sd-muted" id="rc-consent-experience-refuse">
        {t('attach.refuse')}
      </p>
      <label>
        <input
          type="checkbox"
          checked={consent}
          disabled={disabled}
          aria-describedby="rc-consent-experience-terms rc-consent-experience-refuse"
          onChange={(e) => onChange(e.target.checked)}
          data-testid="recruitment-consent-experience"
        />{' '}
        {t('attach.experienceConsent')}
      </label>
    </fieldset>
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
export function RoadmapsConsent({
  offer,
  consent,
  onChange,
  disabled,
}: {
  offer: Attachable;
  consent: boolean;
  onChange: (consent: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('recruitment-screens');
  if (!offer.roadmaps) return null;
  const recipient = [offer.recipient.company, offer.recipient.channel].filter(Boolean).join(' · ');
  return (
    <fieldset className="sd-field rc-attach" data-testid="recruitment-attach-roadmaps">
      <legend className="sd-field__label">{t('attach.roadmaps')}</legend>
      {offer.roadmaps.length === 0 ? (
        <p className="sd-muted">{t('attach.roadmapsNone')}</p>
      ) : (
        <>
          <ul className="rc-attach__items">
            {offer.roadmaps.map((r) => (
              <li key={r.sequence}>{t('attach.roadmapFigures', { ...r })}</li>
            ))}
          </ul>
          <p className="sd-muted" id="rc-consent-roadmaps-terms">
            {t('attach.roadmapsTerms', { recipient, days: offer.retentionDays })}
          </p>
          <p className="sd-muted" id="rc-consent-roadmaps-refuse">
            {t('attach.refuse')}
          </p>
          <label>
            <input
              type="checkbox"
              checked={consent}
              disabled={disabled}
              aria-describedby="rc-consent-roadmaps-terms rc-consent-roadmaps-refuse"
              onChange={(e) => onChange(e.target.checked)}
              data-testid="recruitment-consent-roadmaps"
            />{' '}
            {t('attach.roadmapsConsent')}
          </label>
        </>
      )}
    </fieldset>
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
