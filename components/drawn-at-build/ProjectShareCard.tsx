import ShareSurface from './ShareSurface';

/** The box the project's picture fills on its link preview. */
export const PROJECT_PICTURE_SIZE = { width: 464, height: 348 } as const;

type Props = { picture: string; title: string; name: string; address: string };

/** A project's link preview: its picture beside its title, whose project it is, and where its page lives. */
export default function ProjectShareCard({ picture, title, name, address }: Props) {
  return (
    <ShareSurface address={address}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 56 }}>
        <div style={{ display: 'flex', flexDirection: 'column', width: 520 }}>
          <div style={{ display: 'flex', fontSize: 30, fontWeight: 700, color: '#5eead4', letterSpacing: 2 }}>
            {`A PROJECT BY ${name.toUpperCase()}`}
          </div>
          <div style={{ display: 'flex', marginTop: 24, fontSize: title.length > 18 ? 64 : 84, fontWeight: 700, lineHeight: 1.05 }}>
            {title}
          </div>
        </div>
        {/* eslint-disable-next-line @next/next/no-img-element -- next/og draws plain <img> */}
        <img
          src={picture}
          alt=""
          width={PROJECT_PICTURE_SIZE.width}
          height={PROJECT_PICTURE_SIZE.height}
          style={{ objectFit: 'cover', borderRadius: 20, border: '2px solid #2a3558' }}
        />
      </div>
    </ShareSurface>
  );
}
