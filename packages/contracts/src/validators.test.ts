import { describe, expect, it } from 'vitest';
import { ZEmail, ZUrl } from './validator-schemas';
import { isEmail, isEmpty, isNonZero, isUrl } from './validators';

describe('isUrl', () => {
  it.each([
    ['http://example.com', 'plain http'],
    ['https://example.com', 'plain https'],
    ['HTTPS://Example.COM/Path', 'scheme and host in capitals'],
    ['ftp://files.example.org/pub/file.zip', 'ftp with a path'],
    ['//cdn.example.com/lib.js', 'protocol-relative'],
    ['https://example.com:8080', 'a port'],
    ['https://example.com:65535/', 'the highest port'],
    ['https://sub.domain.example.co.uk/a/b/c?x=1&y=2#top', 'path, query and fragment'],
    ['https://example.com?q=1', 'query right after the host'],
    ['https://example.com#section', 'fragment right after the host'],
    ['https://my-site.example.com/', 'hyphen inside a label'],
    ['http://8.8.8.8', 'public IPv4'],
    ['http://172.32.0.1/', 'just above 172.16/12'],
    ['http://172.15.255.255', 'just below 172.16/12'],
    ['http://192.169.0.1', 'next to 192.168/16'],
    ['http://11.0.0.1', 'next to 10/8'],
    ['http://[2001:db8::1]:8080/x', 'bracketed IPv6 with port'],
    ['http://[2606:4700:4700::1111]', 'public IPv6'],
    ['http://[::ffff:8.8.8.8]', 'IPv4-mapped public address'],
    ['https://пример.рф/путь', 'internationalised domain'],
    ['https://xn--e1afmkfd.xn--p1ai', 'punycode domain'],
    ['https://example.com.', 'trailing dot of a fully qualified name'],
  ])('accepts %s (%s)', (url) => {
    expect(isUrl(url)).toBe(true);
  });

  it.each([
    ['example.com', 'missing scheme'],
    ['www.example.com/path', 'missing scheme with path'],
    ['javascript:alert(1)', 'javascript scheme'],
    ['javascript://example.com/%0Aalert(1)', 'javascript with slashes'],
    ['mailto:someone@example.com', 'mailto'],
    ['file:///etc/passwd', 'file scheme'],
    ['data:text/html,hi', 'data scheme'],
    ['http:/example.com', 'one slash'],
    ['http://', 'no host'],
    ['//', 'protocol-relative without host'],
    ['http://10.0.0.1', '10/8 start'],
    ['http://10.255.255.255/admin', '10/8 end'],
    ['http://172.16.0.1', '172.16/12 start'],
    ['http://172.31.255.254', '172.16/12 end'],
    ['http://192.168.1.1', '192.168/16'],
    ['http://127.0.0.1', 'loopback'],
    ['http://127.1.2.3:8080', 'loopback range with port'],
    ['http://169.254.169.254/latest/meta-data', 'link-local metadata address'],
    ['http://0.0.0.0', 'unspecified address'],
    ['http://100.64.0.1', 'shared carrier range'],
    ['http://224.0.0.1', 'multicast'],
    ['http://255.255.255.255', 'broadcast'],
    ['http://[::1]', 'IPv6 loopback'],
    ['http://[::1]:3000/', 'IPv6 loopback with port'],
    ['http://[::]', 'IPv6 unspecified'],
    ['http://[fc00::1]', 'IPv6 unique local fc00::'],
    ['http://[fd12:3456:789a::1]', 'IPv6 unique local fd..'],
    ['http://[fe80::1]', 'IPv6 link-local'],
    ['http://[::ffff:127.0.0.1]', 'IPv4-mapped loopback'],
    ['http://[::ffff:c0a8:101]', 'IPv4-mapped 192.168.1.1 in hex'],
    ['http://[64:ff9b::10.0.0.1]', 'NAT64 form of a private address'],
    ['http://[1:2:3]', 'malformed IPv6'],
    ['http://[1::2::3]', 'IPv6 with two ::'],
    ['http://localhost', 'localhost'],
    ['http://localhost:3000/api', 'localhost with port'],
    ['http://LOCALHOST', 'localhost in capitals'],
    ['http://app.localhost', 'subdomain of localhost'],
    ['http://app.localhost.', 'subdomain of localhost with trailing dot'],
    ['http://１２７．０．０．１', 'full-width loopback'],
    ['http://ａ．ｌｏｃａｌｈｏｓｔ', 'full-width localhost'],
    ['http://2130706433', 'loopback as one number'],
    ['http://0x7f.0.0.1', 'loopback in hex'],
    ['http://127.1', 'short loopback form'],
    ['http://010.0.0.1', 'octal-looking octet'],
    ['http://256.1.1.1', 'octet out of range'],
    ['http://intranet', 'single-label host'],
    ['http://example.com:0', 'port zero'],
    ['http://example.com:65536', 'port out of range'],
    ['http://example.com:', 'empty port'],
    ['http://example.com:80a', 'non-numeric port'],
    ['http://user:pass@example.com', 'credentials'],
    ['http://example.com@10.0.0.1', 'credentials hiding a private host'],
    ['http://-example.com', 'label starting with a hyphen'],
    ['http://example-.com', 'label ending with a hyphen'],
    ['http://exa mple.com', 'space in host'],
    ['http://example.com/a b', 'space in path'],
    [' http://example.com', 'leading space'],
    ['http://example.com\n', 'trailing newline'],
    ['http://example.123', 'numeric top-level domain'],
    ['http://example..com', 'empty label'],
    ['', 'empty string'],
  ])('rejects %j (%s)', (url) => {
    expect(isUrl(url)).toBe(false);
  });

  it.each([null, undefined, 42, {}, ['http://example.com']])('rejects the non-string %j', (value) => {
    expect(isUrl(value)).toBe(false);
  });
});

describe('isEmail', () => {
  it.each([
    'user@example.com',
    'first.last@example.co.uk',
    'user+tag@sub.example.org',
    "o'brien@example.ie",
    'USER@EXAMPLE.COM',
    'a_b-c@my-domain.io',
    '1234@example.com',
    'user@xn--e1afmkfd.xn--p1ai',
  ])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['plainaddress', 'no @'],
    ['@example.com', 'no local part'],
    ['user@', 'no domain'],
    ['user@localhost', 'domain without a dot'],
    ['user@@example.com', 'two @'],
    ['user@exa mple.com', 'space in domain'],
    [' user@example.com', 'leading space'],
    ['.user@example.com', 'leading dot'],
    ['user.@example.com', 'trailing dot in local part'],
    ['us..er@example.com', 'doubled dot'],
    ['user@example..com', 'empty domain label'],
    ['user@-example.com', 'label starting with a hyphen'],
    ['user@example.c', 'one-letter top-level domain'],
    ['user@example.123', 'numeric top-level domain'],
    [`${'a'.repeat(65)}@example.com`, 'local part over 64 characters'],
    [`a@${Array.from({ length: 5 }, () => 'b'.repeat(60)).join('.')}.com`, 'over 254 characters'],
  ])('rejects %j (%s)', (email) => {
    expect(isEmail(email)).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isEmail(null)).toBe(false);
    expect(isEmail(undefined)).toBe(false);
    expect(isEmail(12)).toBe(false);
  });
});

describe('isEmpty', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    [' ', true],
    ['\t\n  \r', true],
    ['a', false],
    ['  a  ', false],
    [0, false],
    [false, false],
    [[], false],
    [{}, false],
  ])('isEmpty(%j) is %s', (value, expected) => {
    expect(isEmpty(value)).toBe(expected);
  });
});

describe('isNonZero', () => {
  it.each([
    [1, true],
    [-3, true],
    [0.5, true],
    ['7', true],
    [' 12 ', true],
    ['-0.25', true],
    ['.5', true],
    ['1e3', true],
    [0, false],
    [-0, false],
    ['0', false],
    ['0.00', false],
    ['-0', false],
    [null, false],
    [undefined, false],
    ['', false],
    ['   ', false],
    ['abc', false],
    ['12abc', false],
    ['0x10', false],
    ['1,5', false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['Infinity', false],
    [true, false],
    [{}, false],
  ])('isNonZero(%j) is %s', (value, expected) => {
    expect(isNonZero(value)).toBe(expected);
  });

  it('accepts big integers other than zero', () => {
    expect(isNonZero(5n)).toBe(true);
    expect(isNonZero(-5n)).toBe(true);
    expect(isNonZero(0n)).toBe(false);
  });
});

describe('zod refinements', () => {
  it('ZEmail passes a good address and fails a bad one with invalid_email', () => {
    expect(ZEmail.parse('user@example.com')).toBe('user@example.com');
    const result = ZEmail.safeParse('nope');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('invalid_email');
  });

  it('ZUrl passes a public URL and fails a private one with invalid_url', () => {
    expect(ZUrl.parse('https://example.com/a')).toBe('https://example.com/a');
    const result = ZUrl.safeParse('http://192.168.0.1');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('invalid_url');
  });

  it('both reject non-strings through the string type', () => {
    expect(ZEmail.safeParse(5).success).toBe(false);
    expect(ZUrl.safeParse(null).success).toBe(false);
  });
});
