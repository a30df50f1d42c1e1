import PreviewSurface from './PreviewSurface';
import PreviewText from './PreviewText';

type Props = { logo: string; kicker: string; name: string; role: string; address: string; rtl?: boolean };

/** A page's link preview: the logo, the page it previews, the owner's name and role, and where the site lives. */
export default function PreviewCard({ logo, kicker, name, role, address, rtl = false }: Props) {
  return (
    <PreviewSurface address={address} rtl={rtl}>
      <div style={{ display: 'flex', flexDirection: rtl ? 'row-reverse' : 'row', alignItems: 'center', gap: 24 }}>
        <img src={logo} alt="" width={88} height={88} style={{ objectFit: 'contain' }} />
        <div style={{ display: 'flex', fontSize: 34, fontWeight: 700, color: '#5eead4', letterSpacing: 2 }}>
          <PreviewText text={kicker.toUpperCase()} rtl={rtl} />
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: rtl ? 'flex-end' : 'flex-start' }}>
        <div style={{ display: 'flex', fontSize: name.length > 22 ? 76 : 104, fontWeight: 700, lineHeight: 1.05 }}>
          <PreviewText text={name} rtl={rtl} />
        </div>
        <div style={{ display: 'flex', marginTop: 20, fontSize: 48, color: '#a3acc2' }}>
          <PreviewText text={role} rtl={rtl} />
        </div>
      </div>
    </PreviewSurface>
  );
}
