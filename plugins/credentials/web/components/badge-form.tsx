import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FilePicker, isApiError } from '@seodang/sdk/web';
import type { Achievement, AchievementInput, BadgeRule, BadgeRuleKind } from '../../common/badges.ts';

// The same list as `badgeRuleKinds` in common (not imported: it would bring zod to the screen).
const ruleKinds: BadgeRuleKind[] = [
  'manual',
  'first_right',
  'lecture_completed',
  'present_streak',
  'level_reached',
];

/** An SVG as an image source (the server has sanitised what it answers). */
export const badgeImageSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const ruleLecture = (rule: BadgeRule | undefined) =>
  rule && 'lectureIndex' in rule && rule.lectureIndex !== null ? String(rule.lectureIndex) : '';

/**
 * The achievement form of /teach/badges: name, description, criteria, the SVG image and the rule
 * with its parameters. Making one (`achievement` absent) asks for an image; editing one starts
 * from its values and keeps its image unless another is chosen.
 */
export function BadgeForm({
  achievement,
  ruleEditable = true,
  onSubmit,
  className,
}: {
  /** The achievement being edited; absent when making a new one. */
  achievement?: Achievement;
  /** Whether the rule can be chosen (always when making one). */
  ruleEditable?: boolean;
  /** Saves the form; a thrown API error is shown in the form. Resolves true to clear the form. */
  onSubmit: (input: AchievementInput) => Promise<boolean>;
  className?: string;
}) {
  const { t } = useTranslation('credentials');
  const id = useId();
  const editing = !!achievement;
  const [name, setName] = useState(achievement?.name ?? '');
  const [description, setDescription] = useState(achievement?.description ?? '');
  const [criteria, setCriteria] = useState(achievement?.criteria ?? '');
  const [image, setImage] = useState(achievement?.image ?? '');
  const [kind, setKind] = useState<BadgeRuleKind>(achievement?.rule.kind ?? 'manual');
  const [lecture, setLecture] = useState(ruleLecture(achievement?.rule));
  const [count, setCount] = useState(
    achievement?.rule.kind === 'present_streak' ? String(achievement.rule.count) : '3',
  );
  const [level, setLevel] = useState(
    achievement?.rule.kind === 'level_reached' ? String(achievement.rule.level) : '5',
  );
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const rule = (): BadgeRule => {
    if (!ruleEditable && achievement) return achievement.rule;
    if (kind === 'lecture_completed') return { kind, lectureIndex: lecture ? Number(lecture) : null };
    if (kind === 'present_streak') return { kind, lectureIndex: Number(lecture), count: Number(count) };
    if (kind === 'level_reached') return { kind, level: Number(level) };
    return { kind };
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (!image) return setError(t('imageRequired'));
    setSaving(true);
    try {
      if (await onSubmit({ name, description, criteria, image, rule: rule() })) {
        setName('');
        setDescription('');
        setCriteria('');
      }
    } catch (err) {
      setError(isApiError(err) ? err.message : t('common:error.unexpected'));
    } finally {
      setSaving(false);
    }
  };

  const label = (field: string, text: string) => (
    <label className="sd-field__label" htmlFor={`${id}-${field}`}>
      {text}
    </label>
  );

  return (
    <form
      className={['sd-form', className].filter(Boolean).join(' ')}
      onSubmit={(e) => void submit(e)}
      aria-labelledby={`${id}-title`}
      data-testid="badge-form"
    >
      {editing ? <h3 id={`${id}-title`}>{t('editBadge')}</h3> : <h2 id={`${id}-title`}>{t('newBadge')}</h2>}
      <div className="sd-field">
        {label('name', t('badgeName'))}
        <input
          id={`${id}-name`}
          value={name}
          maxLength={60}
          required
          onChange={(e) => setName(e.target.value)}
          data-testid="badge-name"
        />
      </div>
      <div className="sd-field">
        {label('description', t('badgeDescription'))}
        <textarea
          id={`${id}-description`}
          rows={2}
          value={description}
          maxLength={200}
          required
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="sd-field">
        {label('criteria', t('badgeCriteria'))}
        <textarea
          id={`${id}-criteria`}
          rows={3}
          value={criteria}
          maxLength={500}
          required
          onChange={(e) => setCriteria(e.target.value)}
        />
      </div>
      <div className="sd-field">
        <span className="sd-field__label" id={`${id}-image-label`}>
          {editing ? t('badgeNewImage') : t('badgeImage')}
        </span>
        {image ? <img src={badgeImageSrc(image)} alt="" width={48} height={48} /> : null}
        <FilePicker
          labelledBy={`${id}-image-label`}
          describedBy={`${id}-image-help`}
          accept=".svg,image/svg+xml"
          testId="badge-image"
          onFile={(file) => void file.text().then(setImage)}
        />
        <span id={`${id}-image-help`} className="sd-field__hint">
          {t('badgeImageHelp')}
        </span>
      </div>
      {ruleEditable ? (
        <>
          <div className="sd-field">
            {label('rule', t('badgeRule'))}
            <select
              id={`${id}-rule`}
              value={kind}
              onChange={(e) => setKind(e.target.value as BadgeRuleKind)}
              data-testid="badge-rule"
            >
              {ruleKinds.map((k) => (
                <option key={k} value={k}>
                  {t(`rule.${k}`)}
                </option>
              ))}
            </select>
          </div>
          {kind === 'lecture_completed' || kind === 'present_streak' ? (
            <div className="sd-field">
              {label('lecture', t('ruleLecture'))}
              <input
                id={`${id}-lecture`}
                type="number"
                min={1}
                value={lecture}
                required={kind === 'present_streak'}
                onChange={(e) => setLecture(e.target.value)}
              />
            </div>
          ) : null}
          {kind === 'present_streak' ? (
            <div className="sd-field">
              {label('count', t('ruleCount'))}
              <input
                id={`${id}-count`}
                type="number"
                min={2}
                max={100}
                required
                value={count}
                onChange={(e) => setCount(e.target.value)}
              />
            </div>
          ) : null}
          {kind === 'level_reached' ? (
            <div className="sd-field">
              {label('level', t('ruleLevel'))}
              <input
                id={`${id}-level`}
                type="number"
                min={2}
                max={999}
                required
                value={level}
                onChange={(e) => setLevel(e.target.value)}
                aria-describedby={`${id}-level-help`}
                data-testid="badge-level"
              />
              <span id={`${id}-level-help`} className="sd-field__hint">
                {t('ruleLevelBackfill')}
              </span>
            </div>
          ) : null}
        </>
      ) : null}
      {editing && ruleEditable ? (
        <p className="cr-note" data-testid="badge-rule-kept">
          {t('badgeRuleKept')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="sd-field__error">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" color="primary" loading={saving}>
          {editing ? t('saveBadge') : t('createBadge')}
        </Button>
      </div>
    </form>
  );
}
