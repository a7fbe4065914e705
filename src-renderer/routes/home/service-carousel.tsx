import { useLingui } from '@lingui/react/macro';
import { useId, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'react-router';
import type { HomeService } from './home-services.ts';
import { useCarousel } from './use-carousel.ts';

/** A horizontal move at least this long (CSS px), and longer than it is tall, is a swipe. */
const SWIPE_MIN_PX = 40;

function isTextField(target: EventTarget): boolean {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * The home page's service carousel (spec §2 screen 9) after the WAI-ARIA APG "Carousel" pattern:
 * a named region with a localized `aria-roledescription`, the rotation control first, then
 * previous/next; each slide a group labelled "n of 6". Slides change with the buttons, the
 * arrow keys anywhere inside it, or a horizontal swipe. While rotating, the slides are not a live
 * region (no endless announcements); once the user drives, the new slide is announced politely.
 */
export function ServiceCarousel({ services }: { services: readonly HomeService[] }) {
  const { t, i18n } = useLingui();
  const carousel = useCarousel(services.length);
  const titleId = useId();
  const itemsId = useId();
  const rotationControl = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const total = services.length;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isTextField(event.target)) return;
    if (event.key === 'ArrowRight') carousel.next();
    else if (event.key === 'ArrowLeft') carousel.previous();
    else return;
    event.preventDefault();
  };
  // APG: keyboard focus inside the carousel stops rotation; the rotation control itself does not.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target !== rotationControl.current) carousel.stopRotation();
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
    carousel.stopRotation();
    if (dx < 0) carousel.next();
    else carousel.previous();
  };

  const position = carousel.current + 1;
  return (
    <section
      className="carousel"
      aria-roledescription={t({ id: 'home.carousel.roledescription', message: 'karusel' })}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
    >
      <div className="carousel__head">
        <h2 id={titleId}>{t({ id: 'home.carousel.title', message: 'Portal xizmatlari' })}</h2>
        <div className="carousel__controls">
          <button
            ref={rotationControl}
            type="button"
            className="carousel__button"
            aria-label={
              carousel.rotating
                ? t({ id: 'home.carousel.stop', message: 'Slaydlar almashinuvini to‘xtatish' })
                : t({ id: 'home.carousel.start', message: 'Slaydlar almashinuvini boshlash' })
            }
            onClick={carousel.toggleRotation}
          >
            <span aria-hidden="true" className={carousel.rotating ? 'carousel__icon carousel__icon--pause' : 'carousel__icon carousel__icon--play'} />
          </button>
          <button
            type="button"
            className="carousel__button"
            aria-controls={itemsId}
            aria-label={t({ id: 'home.carousel.previous', message: 'Oldingi slayd' })}
            onClick={carousel.previous}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className="carousel__counter" aria-hidden="true">
            {position} / {total}
          </span>
          <button
            type="button"
            className="carousel__button"
            aria-controls={itemsId}
            aria-label={t({ id: 'home.carousel.next', message: 'Keyingi slayd' })}
            onClick={carousel.next}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div
        id={itemsId}
        className="carousel__items"
        aria-live={carousel.rotating && !carousel.paused ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {services.map((service, index) => {
          const slide = index + 1;
          return (
            <div
              key={service.href}
              className="carousel__slide"
              role="group"
              aria-roledescription={t({ id: 'home.carousel.slide', message: 'slayd' })}
              aria-label={t({ id: 'home.carousel.slideLabel', message: `${total} tadan ${slide}-si` })}
              hidden={index !== carousel.current}
            >
              <h3>{i18n._(service.title)}</h3>
              <p>{i18n._(service.text)}</p>
              <Link className="button" to={service.href}>
                {i18n._(service.action)}
              </Link>
            </div>
          );
        })}
      </div>
    </section>
  );
}
