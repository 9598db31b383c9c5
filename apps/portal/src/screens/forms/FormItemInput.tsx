import type { Answers, Item } from './answers.ts';
import { codeOf } from './answers.ts';
import { useT } from '../../i18n/i18n.ts';
import ui from '../../styles/ui.module.css';
import styles from './Form.module.css';

interface Props {
  item: Item;
  value: Answers[number] | undefined;
  problem: string | null;
  onChange: (value: Answers[number]) => void;
}

const sorted = <T extends { position: number }>(list: readonly T[]) =>
  [...list].sort((a, b) => a.position - b.position);

/** One item as its element is answered (docs/forms.md: eight elements), its problem under it. */
export function FormItemInput({ item, value, problem, onChange }: Props) {
  const { t } = useT();
  const code = codeOf(item);
  const id = `item-${item.id}`;
  const described = [item.description ? `${id}-help` : '', problem ? `${id}-problem` : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described || undefined,
    'aria-required': item.isRequired || undefined,
  } as const;
  const text = typeof value === 'string' ? value : '';
  const label = (
    <>
      {item.name}
      {item.isRequired && <span aria-hidden="true"> *</span>}
    </>
  );
  const help = item.description && (
    <span id={`${id}-help`} className={ui.muted}>
      {item.description}
    </span>
  );
  const error = problem && (
    <span id={`${id}-problem`} className={ui.error}>
      {problem}
    </span>
  );

  if (code === 'label') return <p className={styles.label}>{item.name}</p>;

  if (code === 'radiobutton' || (code === 'matrix' && !item.matrixRows.length))
    return (
      <fieldset className={styles.group} role="radiogroup" tabIndex={-1} {...common}>
        <legend>{label}</legend>
        {help}
        {sorted(item.options).map((option) => (
          <label key={option.id} className={styles.choice}>
            <input
              type="radio"
              name={id}
              checked={text === String(option.id)}
              onChange={() => onChange(String(option.id))}
            />
            {option.value}
          </label>
        ))}
        {error}
      </fieldset>
    );

  if (code === 'matrix') {
    const rows = typeof value === 'object' ? value : {};
    return (
      <fieldset
        className={styles.group}
        id={id}
        tabIndex={-1}
        aria-invalid={common['aria-invalid']}
        aria-describedby={common['aria-describedby']}
      >
        <legend>{label}</legend>
        {help}
        {item.matrixRows.map((row, index) => (
          <fieldset
            key={row}
            className={styles.row}
            role="radiogroup"
            aria-required={item.isRequired || undefined}
          >
            <legend>{row}</legend>
            {sorted(item.options).map((option) => (
              <label key={option.id} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-row-${index}`}
                  checked={rows[row] === option.id}
                  onChange={() => onChange({ ...rows, [row]: option.id })}
                />
                {option.value}
              </label>
            ))}
          </fieldset>
        ))}
        <span className={ui.muted}>
          {t('forms.rowsAnswered', { done: Object.keys(rows).length, count: item.matrixRows.length })}
        </span>
        {error}
      </fieldset>
    );
  }

  if (code === 'checkbox')
    return (
      <div className={styles.group}>
        <label className={styles.choice}>
          <input
            {...common}
            type="checkbox"
            checked={text === 'true'}
            onChange={(event) => onChange(String(event.target.checked))}
          />
          {label}
        </label>
        {help}
        {error}
      </div>
    );

  return (
    <div className={ui.field}>
      <label htmlFor={id}>{label}</label>
      {help}
      {code === 'textboxarea' ? (
        <textarea {...common} rows={4} value={text} onChange={(event) => onChange(event.target.value)} />
      ) : code === 'dropdown' ? (
        <select {...common} value={text} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('forms.choose')}</option>
          {sorted(item.options).map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.value}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={code === 'datetime' ? 'date' : 'text'}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error}
    </div>
  );
}
