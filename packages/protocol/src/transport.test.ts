import { describe, expect, it, vi } from 'vitest';
import { MemoryPage, memoryTransport, settle } from './testing/memory-window';
import { windowTransport } from './transport';

describe('windowTransport', () => {
  it('refuses to post to "*"', () => {
    const page = new MemoryPage();
    const transport = memoryTransport(page.window('https://a.example'), page.window('https://b.example'));
    expect(() => transport.post({}, '*')).toThrow('A target origin is required; "*" is refused.');
    expect(page.log).toEqual([]);
  });

  it('hears only its peer, with the origin the browser gives', async () => {
    const page = new MemoryPage();
    const host = page.window('https://shop.example');
    const viewer = page.window('https://atelier.example');
    const stranger = page.window('https://atelier.example');
    const heard = vi.fn();
    memoryTransport(host, viewer).subscribe(heard);
    host.handleFor(viewer).postMessage('from the viewer', 'https://shop.example');
    host.handleFor(stranger).postMessage('from a stranger', 'https://shop.example');
    await settle();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith({ data: 'from the viewer', origin: 'https://atelier.example' });
  });

  it('does not deliver to a window of another origin than the target', async () => {
    const page = new MemoryPage();
    const host = page.window('https://shop.example');
    const viewer = page.window('https://atelier.example');
    const heard = vi.fn();
    memoryTransport(viewer, host).subscribe(heard);
    memoryTransport(host, viewer).post('hello', 'https://other.example');
    await settle();
    expect(heard).not.toHaveBeenCalled();
    expect(page.log).toEqual([
      expect.objectContaining({ delivered: false, targetOrigin: 'https://other.example' }),
    ]);
  });

  it('posts nothing while the peer does not exist yet, and hears nothing', () => {
    const page = new MemoryPage();
    const self = page.window('https://shop.example');
    const transport = windowTransport(self, () => null);
    const heard = vi.fn();
    transport.subscribe(heard);
    expect(() => transport.post({}, 'https://atelier.example')).not.toThrow();
    expect(heard).not.toHaveBeenCalled();
  });
});
