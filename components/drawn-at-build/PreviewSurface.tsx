import type { ReactNode } from 'react';
import { SHARE_IMAGE_SIZE } from '@/lib/seo/previews';
import ParticleField from './ParticleField';

/**
 * A link preview's ground (1200 × 630): the site's dark surface and particles, with its content laid over them in
 * columns, and the address at the bottom (each row from the right, right to left). next/og lays out with flexbox and
 * inline styles only.
 */
export default function PreviewSurface({ children, address, rtl = false }: { children: ReactNode; address: string; rtl?: boolean }) {
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
        {children}
        <div style={{ display: 'flex', flexDirection: rtl ? 'row-reverse' : 'row', alignItems: 'center', gap: 20, fontSize: 30, color: '#a3acc2' }}>
          <div style={{ display: 'flex', width: 64, height: 6, borderRadius: 3, background: 'linear-gradient(90deg, #5eead4, #818cf8)' }} />
          {address}
        </div>
      </div>
    </div>
  );
}
