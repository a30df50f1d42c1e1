import ShareSurface from './ShareSurface';

type Props = { logo: string; kicker: string; name: string; role: string; address: string };

/** A page's link preview: the logo, the page it previews, the owner's name and role, and where the site lives. */
export default function ShareCard({ logo, kicker, name, role, address }: Props) {
  return (
    <ShareSurface address={address}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- next/og draws plain <img> */}
        <img src={logo} alt="" width={88} height={88} style={{ objectFit: 'contain' }} />
        <div style={{ display: 'flex', fontSize: 34, fontWeight: 700, color: '#5eead4', letterSpacing: 2 }}>
          {kicker.toUpperCase()}
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: name.length > 22 ? 76 : 104, fontWeight: 700, lineHeight: 1.05 }}>
          {name}
        </div>
        <div style={{ display: 'flex', marginTop: 20, fontSize: 48, color: '#a3acc2' }}>{role}</div>
      </div>
    </ShareSurface>
  );
}
