import { Type } from 'typebox';

// Shapes of the files section (spec section 2: files/, files/project/{id}, files/pre-order).

const Uuid = Type.String({ format: 'uuid' });
const Text = Type.String();
const OrNull = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Number>>(schema: T) => Type.Union([schema, Type.Null()]);
const Sha256 = Type.String({ pattern: '^[0-9a-f]{64}$' });

export const IdParams = Type.Object({ id: Uuid });
export const FileParams = Type.Object({ id: Uuid, sha256: Sha256 });

/** One tuned file of the stock (files/): the delivered version joined with its order and its original read. */
export const TunedFileRecord = Type.Object({
  id: Text, orderId: Text, number: OrNull(Type.Number()), dealerId: Text, dealerName: Text,
  make: Text, model: Text, engine: Text, type: Text, stage: Text, unit: Text, version: Type.Number(),
  hardwareNumber: OrNull(Text), softwareVersion: OrNull(Text), tool: OrNull(Text),
  name: Text, size: Type.Number(), sha256: Text, url: Text,
  originalName: Text, originalSha256: Text, originalUrl: Text, calibratorId: Text, at: Text,
  projectReadable: Type.Boolean({ description: "whether the reader may open the order's project (the order's own rule); the stock's files it may always download" }),
});

const ProjectFile = Type.Object({
  unit: Text, sha256: Text, size: Type.Number(), name: Text, url: Text,
  hardwareNumber: Type.Optional(OrNull(Text)), softwareVersion: Type.Optional(OrNull(Text)),
});

export const ProjectReply = Type.Object({
  order: Type.Object({
    id: Text, number: OrNull(Type.Number()), dealerName: Text, make: Text, model: Text, generation: Text, engine: Text, vin: OrNull(Text),
    type: Text, stage: Text, status: Text, calibratorName: OrNull(Text), createdAt: Text,
  }),
  reads: Type.Array(Type.Object({ round: Type.Number(), note: OrNull(Text), at: Text, files: Type.Array(ProjectFile) })),
  versions: Type.Array(Type.Object({ version: Type.Number(), note: OrNull(Text), calibratorId: Text, at: Text, files: Type.Array(ProjectFile) })),
  /** The order chat's attachments: empty until the order chat exists (TODO in project.ts). */
  chatAttachments: Type.Array(Type.Object({ messageId: Text, sha256: Text, size: Type.Number(), name: Text, url: Text, at: Text })),
});

const Detail = Type.Optional(Type.String({ maxLength: 60 }));
export const PreOrderBody = Type.Object({
  uploadId: Uuid,
  hardwareNumber: Detail, softwareVersion: Detail, tool: Detail,
  question: Type.String({ minLength: 1, maxLength: 2000 }),
});
export const AnswerBody = Type.Object({ answer: Type.String({ minLength: 1, maxLength: 2000 }) });

export const PreOrderRecord = Type.Object({
  id: Text, dealerId: Text, dealerName: Text, unit: Text, name: Text, size: Type.Number(), sha256: Text, url: Text,
  subUserName: Type.Union([Text, Type.Null()], { description: 'the sub-user who asked for the dealer (issue 13), or null' }),
  hardwareNumber: OrNull(Text), softwareVersion: OrNull(Text), tool: OrNull(Text), question: Text,
  answer: OrNull(Text), answeredBy: OrNull(Text), answeredByName: OrNull(Text), answeredAt: OrNull(Text), createdAt: Text,
  status: Type.Union([Type.Literal('open'), Type.Literal('answered')]),
});
