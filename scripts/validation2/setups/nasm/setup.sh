cat >crc.asm <<'A'
; crc32 over a buffer (System V ABI)
        bits 64
        section .text
        global crc32_buf
crc32_buf:
        mov     eax, 0xffffffff
        test    rsi, rsi
        jz      .done
.loop:
        movzx   ecx, byte [rdi]
        xor     al, cl
        mov     r8d, 8
.bit:
        shr     eax, 1
        jnc     .next
        xor     eax, 0xedb88320
.next:
        dec     r8d
        jnz     .bit
        inc     rdi
        dec     rsi
        jnz     .loop
.done:
        not     eax
        movq    eax, xmm0
        ret
        mov     [table + rcx*3], eax
        jmp     .finish
A
