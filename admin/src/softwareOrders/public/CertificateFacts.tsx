import { TableScroll } from '../../shared/phoneTable';
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Facts } from './Facts';
import { usePublicOrderLabels } from './labels';
import type { Certificate } from './types';

const k = (key: string) => `public_orders.certificate.${key}`;

/** The stages with power and torque before and after. */
const StageFigures = ({ certificate }: { certificate: Certificate }) => {
  const translate = useTranslate();
  const labels = usePublicOrderLabels();
  const side = (figure: string, when: string) => `${translate(k(figure))} (${translate(k(when))})`;
  const head = [translate(k('stage')), side('power', 'before'), side('power', 'after'), side('torque', 'before'), side('torque', 'after')];
  return (
    <TableScroll><Table size="small" sx={{ mt: 2 }}>
      <TableHead>
        <TableRow>
          {head.map((text, i) => <TableCell key={text} sx={{ pl: i ? undefined : 0 }}>{text}</TableCell>)}
        </TableRow>
      </TableHead>
      <TableBody>
        {certificate.stages.map((s) => (
          <TableRow key={`${s.type}-${s.stage}`}>
            <TableCell sx={{ pl: 0, fontWeight: 600 }}>{labels.stage(s.type, s.stage, s.name)}</TableCell>
            {[s.power.before, s.power.after, s.torque.before, s.torque.after].map((value, i) => <TableCell key={i}>{labels.figure(value)}</TableCell>)}
          </TableRow>
        ))}
      </TableBody>
    </Table></TableScroll>
  );
};

/** What a certificate states: vehicle, order, dealer, original reads, and the stage figures. */
export const CertificateFacts = ({ certificate: c }: { certificate: Certificate }) => {
  const translate = useTranslate();
  const labels = usePublicOrderLabels();
  return (
    <>
      <Facts title={translate(k('vehicle'))} rows={[
        [translate(k('make')), c.vehicle.make],
        [translate(k('model')), c.vehicle.model],
        [translate(k('generation')), c.vehicle.generation],
        [translate(k('engine')), c.vehicle.engine],
        ...(c.vehicle.gearbox ? [[translate(k('gearbox')), c.vehicle.gearbox] as [string, string]] : []),
        [translate(k('vin')), c.vin ?? '—'],
      ]} />
      <Facts title={translate(k('tune'))} rows={[
        [translate(k('number')), String(c.number)],
        [translate(k('date')), labels.date(c.date)],
        [translate(k('type')), c.type ?? ''],
        [translate(k('dealer')), c.dealerName ?? '—'],
        ...c.originalReads.map((r): [string, ReactNode] => [translate(k('original_read'), { unit: r.unit }), <code key={r.unit}>{r.sha256}</code>]),
      ]} />
      <StageFigures certificate={c} />
      <Typography variant="caption" color="text.secondary" sx={{ mt: 1 }}>{translate(k('hash_note'))}</Typography>
    </>
  );
};
