import { SHARE_IMAGE_SIZE } from '@/lib/previews';
import ParticleField from './ParticleField';

type Props = { logo: string; kicker: string; name: string; role: string; address: string };

/**
 * A page's link preview (1200 × 630), drawn by next/og at build time: the site's dark surface and particles, the
 * logo, the page it previews, the owner's name and role, and where the site lives. next/og lays out with flexbox
 * and inline styles only.
 */
export default function ShareCard({ logo, kicker, name, role, address }: Props) {
  return (
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        background: 'radial-gradient(circle at 10% 0%, #1a2350 0%, #0b1020 60%)',
        color: '#e6e9f2',
        fontFamily: 'Inter',
      }}
    >
      <ParticleField {...SHARE_IMAGE_SIZE} />
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '72px 80px', width: '100%' }}>
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
        <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 30, color: '#a3acc2' }}>
          <div style={{ display: 'flex', width: 64, height: 6, borderRadius: 3, background: 'linear-gradient(90deg, #5eead4, #818cf8)' }} />
          {address}
        </div>
      </div>
    </div>
  );
}
