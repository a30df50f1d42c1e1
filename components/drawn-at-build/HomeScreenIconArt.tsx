/** How large the logo is drawn on an icon this size: inside the margin iOS and Android crop into. */
export const homeScreenLogoSize = (size: number) => Math.round(size * 0.64);

/** A home-screen icon: the logo centred on the site's dark surface, with the margin iOS and Android crop into. */
export default function HomeScreenIconArt({ logo, size }: { logo: string; size: number }) {
  const inner = homeScreenLogoSize(size);
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: '100%',
        height: '100%',
        background: 'radial-gradient(circle at 20% 0%, #1a2350 0%, #0b1020 70%)',
      }}
    >
      <img src={logo} alt="" width={inner} height={inner} style={{ objectFit: 'contain' }} />
    </div>
  );
}
