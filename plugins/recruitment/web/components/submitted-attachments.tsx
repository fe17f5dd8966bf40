import { useTranslation } from 'react-i18next';
import { useFormat } from '@seodang/sdk/web';
import type { MyApplication } from '../../common/index.ts';

type Attachments = MyApplication['attachments'];

/** When the applicant consented to a group, as a line under it. */
function ConsentedAt({ at }: { at: string | null }) {
  const { t } = useTranslation('recruitment-screens');
  const { formatDateTime } = useFormat();
  return at ? <p className="sd-muted">{t('submitted.consentedAt', { time: formatDateTime(at) })}</p> : null;
}

/**
 * What the applicant attached, as they see it after submitting: each group they consented to with
 * the time of consent; certificates and badges with their verification now (one revoked since
 * shows revoked), the level and experience and the roadmap progress as they were at submit.
 */
export function SubmittedAttachments({ attachments }: { attachments: Attachments }) {
  const { t } = useTranslation('recruitment-screens');
  const { credentials, experience, roadmaps } = attachments;
  const any = credentials.consent || experience.consent || roadmaps.consent;
  return (
    <section
      className="rc-attach"
      aria-labelledby="rc-submitted"
      data-testid="recruitment-submitted-attachments"
    >
      <h3 id="rc-submitted">{t('submitted.title')}</h3>
      {!any ? <p className="sd-muted">{t('submitted.nothing')}</p> : null}
      {credentials.consent ? (
        <div data-testid="recruitment-submitted-credentials">
          <h4>{t('attach.credentials')}</h4>
          {credentials.items.length ? (
            <ul className="rc-attach__items">
              {credentials.items.map((c) => (
                <li key={c.certId}>
                  <span className={`rc-credential rc-credential--${c.state}`}>
                    {t(`credentialState.${c.state}`)}
                  </span>{' '}
                  {c.state === 'missing' ? (
                    t('submitted.missing')
                  ) : (
                    <a href={`/cert/${c.certId}`} target="_blank" rel="noopener noreferrer">
                      {c.title}
                    </a>
                  )}
                  {c.sourceKind ? (
                    <span className="sd-muted"> ({t(`credentialKind.${c.sourceKind}`)})</span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="sd-muted">{t('attach.noneAttached')}</p>
          )}
          <ConsentedAt at={credentials.consentedAt} />
        </div>
      ) : null}
      {experience.consent ? (
        <div data-testid="recruitment-submitted-experience">
          <h4>{t('attach.experience')}</h4>
          <p>
            {experience.snapshot
              ? t('attach.experienceFigures', { ...experience.snapshot })
              : t('submitted.notTaken')}
          </p>
          <ConsentedAt at={experience.consentedAt} />
        </div>
      ) : null}
      {roadmaps.consent ? (
        <div data-testid="recruitment-submitted-roadmaps">
          <h4>{t('attach.roadmaps')}</h4>
          {roadmaps.snapshot.length ? (
            <ul className="rc-attach__items">
              {roadmaps.snapshot.map((r) => (
                <li key={r.sequence}>{t('attach.roadmapFigures', { ...r })}</li>
              ))}
            </ul>
          ) : (
            <p className="sd-muted">{t('submitted.notTaken')}</p>
          )}
          <ConsentedAt at={roadmaps.consentedAt} />
        </div>
      ) : null}
    </section>
  );
}

/** The level and experience group on the form when there is no record yet: nothing to attach. */
export function NoExperienceRecord() {
  const { t } = useTranslation('recruitment-screens');
  return (
    <fieldset className="sd-field rc-attach" data-testid="recruitment-attach-experience-none">
      <legend className="sd-field__label">{t('attach.experience')}</legend>
      <p className="sd-muted">{t('submitted.noExperienceRecord')}</p>
    </fieldset>
  );
}
