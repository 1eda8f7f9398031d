/**
 * The package, spotlight and education routes (spec 1 §2, spec 2 §3; issue 11 item 7), one lazy chunk
 * (../lazy-screen.tsx) with its own texts and CSS (../chunk-frame.tsx).
 */
import { ChunkFrame } from '../chunk-frame';
import { useRouter } from '../router/context';
import { CatalogDetail } from './Detail';
import { EducationDetail } from './Education';
import { EducationList, PackagesList, SpotlightsList } from './Lists';
import { catalogMessages } from './messages';
import { catalogStyles } from './styles';
import { tagStyles } from '../detail/styles';

const MESSAGES = [catalogMessages];
const CSS = tagStyles + catalogStyles;

function Route() {
  const { name, params } = useRouter().match;
  switch (name) {
    case 'Packages':
      return <PackagesList />;
    case 'PackageDetail':
      return <CatalogDetail key={params.slugOrSku} kind="package" slug={params.slugOrSku ?? ''} />;
    case 'Spotlights':
      return <SpotlightsList />;
    case 'SpotlightDetail':
      return <CatalogDetail key={params.slugOrSku} kind="spotlight" slug={params.slugOrSku ?? ''} />;
    case 'EducationItemDetail':
      return <EducationDetail key={params.slug} slug={params.slug ?? ''} />;
    default:
      return <EducationList />;
  }
}

export default function CatalogRoute() {
  return (
    <ChunkFrame messages={MESSAGES} css={CSS}>
      <Route />
    </ChunkFrame>
  );
}
