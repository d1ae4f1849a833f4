// Loading a Node entry (valigate/node, valigate/express or valigate/fastify) is what lets
// `email:dns` and `active_url` be built: they ask node:dns. Lookups already set (the entry's other
// build loaded first, then `useDns(options)`) stay.
import { emailDomainLookup, setEmailDomainLookup } from '../rules/shared/email-dns.js';
import { hostAddressLookup, setHostAddressLookup } from '../rules/shared/host-lookup.js';
import { dnsEmailDomainLookup, dnsHostAddressLookup } from './email-dns.js';

if (emailDomainLookup() === undefined) setEmailDomainLookup(dnsEmailDomainLookup());
if (hostAddressLookup() === undefined) setHostAddressLookup(dnsHostAddressLookup());
