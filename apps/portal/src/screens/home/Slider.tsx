import { useEffect, useRef, useState } from 'react';
import type { HomeQuery } from '../../graphql/generated/home.ts';
import { Icon } from '../../components/Icon.tsx';
import { useT } from '../../i18n/i18n.ts';
import { TargetLink } from './TargetLink.tsx';
import styles from './Slider.module.css';

type Item = NonNullable<HomeQuery['mySliders']['data']>[number]['items'][number];

const ADVANCE_MS = 6000;
const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * One slider: swipe (scroll snap), the arrows or the keyboard's left and right; it moves on by itself every
 * few seconds unless the employee asked for less motion, paused it, or is on it (focus or pointer).
 */
export function Slider({ name, items }: { name: string; items: readonly Item[] }) {
  const { t } = useT();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(reducedMotion);
  const [held, setHeld] = useState(false);

  const show = (next: number) => {
    const count = items.length;
    const target = ((next % count) + count) % count;
    const element = track.current?.children[target] as HTMLElement | undefined;
    track.current?.scrollTo?.({ left: element?.offsetLeft ?? 0, behavior: 'smooth' });
    setIndex(target);
  };

  useEffect(() => {
    if (paused || held || items.length < 2) return;
    const timer = setInterval(() => show(index + 1), ADVANCE_MS);
    return () => clearInterval(timer);
  });

  // a swipe moves the track: the dot follows the slide in view
  const onScroll = () => {
    const element = track.current;
    if (!element || !element.clientWidth) return;
    setIndex(Math.round(element.scrollLeft / element.clientWidth));
  };

  return (
    <section
      className={styles.slider}
      aria-roledescription={t('slider.carousel')}
      aria-label={name}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') show(index + 1);
        if (event.key === 'ArrowLeft') show(index - 1);
      }}
    >
      <ul
        ref={track}
        className={styles.track}
        onScroll={onScroll}
        aria-live={paused || held ? 'polite' : 'off'}
      >
        {items.map((item, position) => (
          <li
            key={item.id}
            className={styles.slide}
            aria-roledescription={t('slider.slide')}
            aria-label={t('slider.position', { position: position + 1, count: items.length })}
            inert={position !== index}
          >
            <TargetLink
              className={styles.link}
              component={item.targetComponent}
              payload={item.targetPayload}
              source="slide"
              id={item.id}
            >
              {item.mediaKind === 'video' ? (
                <video
                  className={styles.media}
                  src={item.imageUrl}
                  muted
                  playsInline
                  controls
                  preload="metadata"
                />
              ) : (
                <img
                  className={styles.media}
                  src={item.imageUrl}
                  alt=""
                  loading={position ? 'lazy' : 'eager'}
                />
              )}
              <span className={styles.caption}>
                <strong>{item.name}</strong>
                {item.description && <span>{item.description}</span>}
              </span>
            </TargetLink>
          </li>
        ))}
      </ul>
      {items.length > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => show(index - 1)}
            aria-label={t('slider.previous')}
          >
            <Icon name="prev" />
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => setPaused(!paused)}
            aria-pressed={paused}
          >
            {paused ? t('slider.play') : t('slider.pause')}
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => show(index + 1)}
            aria-label={t('slider.next')}
          >
            <Icon name="next" />
          </button>
        </div>
      )}
    </section>
  );
}
