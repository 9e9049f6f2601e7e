/**
 * The Mandara mountains, millet and the sun along the bottom of the hero. Drawn inline rather
 * than as an image: an image this large would become the page's largest paint and hold the
 * home page's LCP back until the element's script has run; an inline SVG costs 1 kB and no
 * request. Its box is 9:1, the widest the band's strip gets (Hero.css), so the peaks and the sun
 * are never cut off: a narrower band only loses the edges.
 */
export function HeroArt() {
  return (
    <svg className="hero__art-svg" viewBox="0 0 1440 160" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      <circle cx="980" cy="70" r="30" fill="#f4b400" />
      <path fill="#0b5d37" d="M0 160V106L95 78L165 99L280 46L375 86L437 69L555 106L647 76L753 100L881 52L993 88L1077 68L1169 93L1251 58L1347 88L1440 66V160Z" />
      <path fill="#0f6b42" d="M0 160V123L130 102L270 126L440 95L590 123L760 99L920 120L1100 93L1250 117L1440 99V160Z" />
      <g fill="none" stroke="#f4b400" strokeWidth="3" strokeLinecap="round" opacity=".55">
        <path d="M70 160v-36M96 160v-43M122 160v-34M1300 160v-38M1326 160v-45M1352 160v-35" />
      </g>
      <g fill="#f4b400" opacity=".55">
        <ellipse cx="70" cy="122" rx="4" ry="8" />
        <ellipse cx="96" cy="114" rx="4" ry="8" />
        <ellipse cx="122" cy="124" rx="4" ry="8" />
        <ellipse cx="1300" cy="119" rx="4" ry="8" />
        <ellipse cx="1326" cy="112" rx="4" ry="8" />
        <ellipse cx="1352" cy="123" rx="4" ry="8" />
      </g>
    </svg>
  );
}
