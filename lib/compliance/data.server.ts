import "server-only";
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import type { CreateCertificateInput } from "./schemas";

const toDate = (day: string | undefined) => (day ? new Date(`${day}T00:00:00Z`) : null);

/** Records a certificate our data cannot know; 404 for a UPRN we hold nothing about. */
export async function recordCertificate(db: Db, input: CreateCertificateInput) {
  const [address, epc, title] = await Promise.all([
    db.address.count({ where: { uprn: input.uprn } }),
    db.epcCertificate.count({ where: { uprn: input.uprn } }),
    db.title.count({ where: { uprn: input.uprn } }),
  ]);
  // The same test as the property's checks: a UPRN we know nothing of is a 404, not a record.
  if (!address && !epc && !title) throw notFound(`No property with UPRN ${input.uprn} was found.`);
  const row = await db.complianceCertificate.create({
    data: {
      uprn: input.uprn,
      kind: input.kind,
      reference: input.reference || null,
      issuedOn: toDate(input.issuedOn),
      expiresOn: new Date(`${input.expiresOn}T00:00:00Z`),
      recordedBy: input.recordedBy || null,
      notes: input.notes || null,
    },
    select: { id: true, uprn: true, kind: true, expiresOn: true },
  });
  return { ...row, expiresOn: input.expiresOn };
}

export async function deleteCertificate(db: Db, id: string) {
  const { count } = await db.complianceCertificate.deleteMany({ where: { id } });
  if (!count) throw notFound(`No certificate with id ${id} was found.`);
  return { deleted: id };
}
