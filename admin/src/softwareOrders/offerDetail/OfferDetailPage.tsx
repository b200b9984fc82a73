import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { GEARBOX_FAMILIES } from '../../../../events/constants';
import { adminPath } from '../../layout/AdminLink';
import { DsgOfferDetail } from './DsgOfferDetail';
import { EcuOfferDetail } from './EcuOfferDetail';

// Our reading of spec section 2's order-software-detail/{type}/{id}: the detail of one offer before
// ordering. `type` is ECU (then `id` is a catalogue vehicle id) or DSG (then `id` is a gearbox family
// such as DQ250, and `?vehicle=` the vehicle it was opened from, when there is one). It shows the
// offer's stages with power/torque before → after and prices in the dealer's currency ("On request"
// where there is none), the stage options, and for ECU the vehicle's gearboxes (each linking to its
// DSG detail) and combos as the catalogue answers them. "Order this" on a stage opens /order-software
// with that vehicle (and, for DSG, the gearbox) and stage chosen in manual mode (draft/offerDraft.ts).
// An unknown vehicle, type or family is the not-found page.

const isGearboxFamily = (family: string) => (GEARBOX_FAMILIES as readonly string[]).includes(family);

export const OfferDetailPage = () => {
  const { type, id } = useParams();
  const [search] = useSearchParams();
  if (type === 'ECU' && id) return <EcuOfferDetail key={id} vehicleId={id} />;
  if (type === 'DSG' && id && isGearboxFamily(id)) return <DsgOfferDetail key={id} family={id} vehicleId={search.get('vehicle')} />;
  return <Navigate to={adminPath('/error')} replace />;
};

