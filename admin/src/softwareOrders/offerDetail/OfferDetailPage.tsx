import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { adminPath } from '../../layout/AdminLink';
import { DsgOfferDetail } from './DsgOfferDetail';
import { EcuOfferDetail } from './EcuOfferDetail';
import { offerDetailPath, parseOfferDetail } from './paths';

// Our reading of spec section 2's order-software-detail/{type}/{id}: the detail of one offer before
// ordering. `type` is ECU (then `id` is a catalogue vehicle id) or DSG (then `id` is a gearbox family
// such as DQ250, and `?vehicle=` the vehicle it was opened from, when there is one). It shows the
// offer's stages with power/torque before → after and prices in the dealer's currency ("On request"
// where there is none), the stage options, and for ECU the vehicle's gearboxes (each linking to its
// DSG detail) and combos as the catalogue answers them. "Order this" on a stage opens /order-software
// with that vehicle (and, for DSG, the gearbox) and stage chosen in manual mode (draft/offerDraft.ts).
// An unknown vehicle, type or family is the not-found page; a type or family typed in another case
// (ecu, dsg, dq250) is the same offer, shown at its one address (paths.ts).

export const OfferDetailPage = () => {
  const { type, id } = useParams();
  const [search] = useSearchParams();
  const offer = parseOfferDetail(type, id);
  const vehicle = search.get('vehicle');
  if (!offer) return <Navigate to={adminPath('/error')} replace />;
  if (offer.type !== type || offer.id !== id) return <Navigate to={adminPath(offerDetailPath(offer.type, offer.id, vehicle ?? undefined))} replace />;
  if (offer.type === 'ECU') return <EcuOfferDetail key={offer.id} vehicleId={offer.id} />;
  return <DsgOfferDetail key={offer.id} family={offer.id} vehicleId={vehicle} />;
};

