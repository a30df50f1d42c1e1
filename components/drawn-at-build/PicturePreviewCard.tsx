import PreviewSurface from './PreviewSurface';
import PreviewText from './PreviewText';

/** The box the picture fills on the link preview. */
export const SHARE_PICTURE_SIZE = { width: 464, height: 348 } as const;

type Props = { picture: string; kicker: string; title: string; address: string; fit?: 'cover' | 'contain'; rtl?: boolean };

/** A project's or a post's link preview: its picture beside its title, what it is, and where its page lives. */
export default function PicturePreviewCard({ picture, kicker, title, address, fit = 'cover', rtl = false }: Props) {
  return (
    <PreviewSurface address={address} rtl={rtl}>
      <div style={{ display: 'flex', flexDirection: rtl ? 'row-reverse' : 'row', alignItems: 'center', gap: 56 }}>
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: rtl ? 'flex-end' : 'flex-start', width: 520 }}>
          <div style={{ display: 'flex', fontSize: 30, fontWeight: 700, color: '#5eead4', letterSpacing: 2 }}>
            <PreviewText text={kicker.toUpperCase()} rtl={rtl} />
          </div>
          <div style={{ display: 'flex', marginTop: 24, fontSize: title.length > 48 ? 46 : title.length > 18 ? 64 : 84, fontWeight: 700, lineHeight: 1.05 }}>
            <PreviewText text={title} rtl={rtl} />
          </div>
        </div>
        <img src={picture} alt="" width={SHARE_PICTURE_SIZE.width} height={SHARE_PICTURE_SIZE.height} style={{ objectFit: fit, borderRadius: 20, border: '2px solid #2a3558' }} />
      </div>
    </PreviewSurface>
  );
}
