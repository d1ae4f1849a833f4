import { isIPv6 } from './ip-address.js';
import { urlDottedHost, urlPathQueryFragment, urlPort, urlSingleLabelHost, urlUserInfo } from '../../src/patterns.js';

/**
 * The schemes Laravel's `url` rule accepts when none is named (Str::isUrl's list: the IANA URI
 * schemes and a few common unofficial ones), always written `scheme://`.
 */
export const LARAVEL_URL_SCHEMES: ReadonlySet<string> = new Set(
  (
    'aaa aaas about acap acct acd acr adiumxtra adt afp afs aim amss android appdata apt ark attachment aw barion beshare bitcoin bitcoincash ' +
    'blob bolo browserext calculator callto cap cast casts chrome chrome-extension cid coap coap+tcp coap+ws coaps coaps+tcp coaps+ws ' +
    'com-eventbrite-attendee content conti crid cvs dab data dav diaspora dict did dis dlna-playcontainer dlna-playsingle dns dntp dpp drm ' +
    'drop dtn dvb ed2k elsi example facetime fax feed feedready file filesystem finger first-run-pen-experience fish fm ftp fuchsia-pkg geo ' +
    'gg git gizmoproject go gopher graph gtalk h323 ham hcap hcp http https hxxp hxxps hydrazone iax icap icon im imap info iotdisco ipn ipp ' +
    'ipps irc irc6 ircs iris iris.beep iris.lwz iris.xpc iris.xpcs isostore itms jabber jar jms keyparc lastfm ldap ldaps leaptofrogans ' +
    'lorawan lvlt magnet mailserver mailto maps market message mid mms modem mongodb moz ms-access ms-browser-extension ms-calculator ' +
    'ms-drive-to ms-enrollment ms-excel ms-eyecontrolspeech ms-gamebarservices ms-gamingoverlay ms-getoffice ms-help ms-infopath ' +
    'ms-inputapp ms-lockscreencomponent-config ms-media-stream-id ms-mixedrealitycapture ms-mobileplans ms-officeapp ms-people ms-project ' +
    'ms-powerpoint ms-publisher ms-restoretabcompanion ms-screenclip ms-screensketch ms-search ms-search-repair ' +
    'ms-secondary-screen-controller ms-secondary-screen-setup ms-settings ms-settings-airplanemode ms-settings-bluetooth ' +
    'ms-settings-camera ms-settings-cellular ms-settings-cloudstorage ms-settings-connectabledevices ms-settings-displays-topology ' +
    'ms-settings-emailandaccounts ms-settings-language ms-settings-location ms-settings-lock ms-settings-nfctransactions ' +
    'ms-settings-notifications ms-settings-power ms-settings-privacy ms-settings-proximity ms-settings-screenrotation ms-settings-wifi ' +
    'ms-settings-workplace ms-spd ms-sttoverlay ms-transit-to ms-useractivityset ms-virtualtouchpad ms-visio ms-walk-to ms-whiteboard ' +
    'ms-whiteboard-cmd ms-word msnim msrp msrps mss mtqp mumble mupdate mvn news nfs ni nih nntp notes ocf oid onenote onenote-cmd ' +
    'opaquelocktoken openpgp4fpr pack palm paparazzi payto pkcs11 platform pop pres prospero proxy pwid psyc pttp qb query redis rediss ' +
    'reload res resource rmi rsync rtmfp rtmp rtsp rtsps rtspu s3 secondlife service session sftp sgn shttp sieve simpleledger sip sips ' +
    'skype smb sms smtp snews snmp soap.beep soap.beeps soldat spiffe spotify ssh steam stun stuns submit svn tag teamspeak tel teliaeid ' +
    'telnet tftp tg things thismessage tip tn3270 tool ts3server turn turns tv udp unreal urn ut2004 v-event vemmi ventrilo videotex vnc ' +
    'view-source wais webcal wpid ws wss wtai wyciwyg xcon xcon-userid xfire xmlrpc.beep xmlrpc.beeps xmpp xri ymsgr z39.50 z39.50r z39.50s'
  ).split(' '),
);

/** Whether `host` (between `://` or `@` and the port) is a host Laravel's URL pattern allows: one ASCII label, dotted labels, or `[IPv6]`. */
function isHost(host: string): boolean {
  if (host.charCodeAt(0) === 0x5b) return host.charCodeAt(host.length - 1) === 0x5d && isIPv6(host, 1, host.length - 1);
  return urlSingleLabelHost.test(host) || urlDottedHost.test(host);
}

/**
 * Whether `text` is a URL as Laravel's `url` rule reads one (Str::isUrl): a listed scheme (any case),
 * `://`, optional user info and `@`, a host, an optional port of digits, then a path, query and
 * fragment of the allowed characters. Every part is found by its delimiter in one pass and checked
 * by an anchored regex without ambiguity, so the time is linear; the caller caps the length.
 */
export function isUrl(text: string, schemes: ReadonlySet<string>): boolean {
  const colon = text.indexOf(':');
  if (colon < 1 || !schemes.has(text.slice(0, colon).toLowerCase()) || !text.startsWith('//', colon + 1)) return false;
  const start = colon + 3;
  let end = start;
  // The authority ends at the first character no part of it may hold.
  while (end < text.length) {
    const code = text.charCodeAt(end);
    if (code === 0x2f || code === 0x3f || code === 0x23) break;
    end++;
  }
  let hostStart = start;
  const at = text.indexOf('@', start);
  if (at !== -1 && at < end) {
    if (!urlUserInfo.test(text.slice(start, at))) return false;
    hostStart = at + 1;
  }
  // A port follows the host's last colon outside brackets.
  const close = text.charCodeAt(hostStart) === 0x5b ? text.indexOf(']', hostStart) : -1;
  const portColon = text.indexOf(':', close === -1 ? hostStart : close);
  const hostEnd = portColon !== -1 && portColon < end ? portColon : end;
  if (hostEnd < end && !urlPort.test(text.slice(hostEnd + 1, end))) return false;
  return isHost(text.slice(hostStart, hostEnd)) && urlPathQueryFragment.test(text.slice(end));
}
