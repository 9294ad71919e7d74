_ZN12ptx_abi_core5image16unpack_bits_wideE:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	pushq	%rax
	movl	%ecx, %r8d
	movq	%rdx, %r11
	shrq	$3, %r11
	cmpl	$65, %ecx
	jae	.LBB0
	cmpq	$7, %rsi
	jbe	.LBB1
	movq	%r11, %rax
	andq	$-8, %rax
	leaq	-8(%rsi), %rcx
	cmpq	%rax, %rcx
	cmovbq	%rcx, %rax
	leaq	(,%rax,8), %r9
	movq	%rdx, %rcx
	subq	%r9, %rcx
	cmpq	$64, %rcx
	setae	%r10b
	movl	%r8d, %r9d
	leaq	(%rcx,%r9), %rbx
	cmpq	$65, %rbx
	setae	%bl
	orb	%r10b, %bl
	jne	.LBB2
	movq	(%rdi,%rax), %rdx
	shrq	%cl, %rdx
	movq	$-1, %rsi
	movq	$-1, %rax
	movl	%r9d, %ecx
	shlq	%cl, %rax
	cmpl	$64, %r8d
	notq	%rax
	cmoveq	%rsi, %rax
	andq	%rdx, %rax
	jmp	.LBB3
.LBB0:
	movabsq	$2305843009213693944, %rbx
	cmpq	$7, %rsi
	jbe	.LBB4
	movq	%r11, %rax
	andq	%rbx, %rax
	leaq	-8(%rsi), %r10
	cmpq	%rax, %r10
	cmovbq	%r10, %rax
	leaq	(,%rax,8), %rcx
	cmpq	%rcx, %rdx
	jne	.LBB4
	movq	(%rdi,%rax), %rax
	jmp	.LBB5
.LBB4:
	movl	%edx, %r9d
	andl	$7, %r9d
	leal	71(%r9), %r15d
	shrl	$3, %r15d
	leaq	(%r15,%r11), %rax
	cmpq	%rsi, %rax
	ja	.LBB6
	addq	%rdi, %r11
	xorl	%r12d, %r12d
	xorl	%r10d, %r10d
	xorl	%eax, %eax
	xorl	%r14d, %r14d
.LBB7:
	movq	%r11, %r13
	movzbl	(%r11), %r11d
	xorl	%ebp, %ebp
	movl	%r10d, %ecx
	shldq	%cl, %r11, %rbp
	shlq	%cl, %r11
	testb	$64, %r10b
	cmovneq	%r11, %rbp
	cmovneq	%r12, %r11
	orq	%r14, %rbp
	orq	%rax, %r11
	movzbl	1(%r13), %eax
	leal	8(%r10), %ecx
	xorl	%r14d, %r14d
	shldq	%cl, %rax, %r14
	shlq	%cl, %rax
	testb	$64, %cl
	cmovneq	%rax, %r14
	cmovneq	%r12, %rax
	orq	%rbp, %r14
	orq	%r11, %rax
	addq	$16, %r10
	leaq	2(%r13), %r11
	cmpq	$64, %r10
	jne	.LBB7
	testb	$1, %r15b
	je	.LBB8
	movzbl	2(%r13), %r11d
	xorl	%r15d, %r15d
	movl	%r10d, %ecx
	shldq	%cl, %r11, %r15
	shlq	%cl, %r11
	xorl	%ecx, %ecx
	testb	$64, %r10b
	cmovneq	%r11, %r15
	cmovneq	%rcx, %r11
	orq	%r15, %r14
	orq	%r11, %rax
.LBB8:
	movl	%r9d, %ecx
	shrdq	%cl, %r14, %rax
	leaq	-8(%rsi), %r10
.LBB5:
	leaq	64(%rdx), %rcx
	addl	$-64, %r8d
	movq	%rcx, %r9
	shrq	$3, %r9
	andq	%r9, %rbx
	cmpq	%rbx, %r10
	cmovbq	%r10, %rbx
	leaq	(,%rbx,8), %r10
	subq	%r10, %rcx
	cmpq	$64, %rcx
	setae	%r10b
	leaq	(%rcx,%r8), %r11
	cmpq	$65, %r11
	setae	%r11b
	orb	%r10b, %r11b
	jne	.LBB9
	movq	(%rdi,%rbx), %rsi
	shrq	%cl, %rsi
	movq	$-1, %rdi
	movq	$-1, %rdx
	movl	%r8d, %ecx
	shlq	%cl, %rdx
	cmpl	$64, %r8d
	notq	%rdx
	cmovaeq	%rdi, %rdx
	andq	%rsi, %rdx
	jmp	.LBB10
.LBB1:
	movl	%r8d, %r9d
.LBB2:
	andl	$7, %edx
	leaq	(%rdx,%r9), %rbx
	addq	$7, %rbx
	shrq	$3, %rbx
	leaq	(%rbx,%r11), %rax
	cmpq	%rsi, %rax
	ja	.LBB6
	testq	%rbx, %rbx
	je	.LBB11
	addq	%r11, %rdi
	cmpl	$1, %ebx
	jne	.LBB12
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	xorl	%eax, %eax
	jmp	.LBB13
.LBB9:
	andl	$7, %edx
	leaq	(%rdx,%r8), %rbx
	addq	$7, %rbx
	shrq	$3, %rbx
	leaq	(%rbx,%r9), %r10
	cmpq	%rsi, %r10
	ja	.LBB14
	addq	%r9, %rdi
	cmpl	$1, %ebx
	jne	.LBB15
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	xorl	%esi, %esi
	jmp	.LBB16
.LBB11:
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	jmp	.LBB17
.LBB15:
	movl	%ebx, %r14d
	andl	$1073741822, %r14d
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	xorl	%esi, %esi
.LBB18:
	movzbl	(%rdi,%rsi), %r13d
	movl	%r12d, %r9d
	andb	$112, %r9b
	xorl	%ebp, %ebp
	movl	%r9d, %ecx
	shldq	%cl, %r13, %rbp
	movl	%r12d, %ecx
	andb	$48, %cl
	shlq	%cl, %r13
	testb	$64, %r12b
	cmovneq	%r13, %rbp
	cmovneq	%r15, %r13
	orq	%r11, %rbp
	orq	%r10, %r13
	movzbl	1(%rdi,%rsi), %r10d
	orb	$8, %r9b
	xorl	%r11d, %r11d
	movl	%r9d, %ecx
	shldq	%cl, %r10, %r11
	addq	$2, %rsi
	shlq	%cl, %r10
	testb	$64, %r9b
	cmovneq	%r10, %r11
	cmovneq	%r15, %r10
	orq	%rbp, %r11
	orq	%r13, %r10
	addq	$16, %r12
	cmpq	%rsi, %r14
	jne	.LBB18
	testb	$1, %bl
	je	.LBB19
	addq	%rsi, %rdi
.LBB16:
	movzbl	(%rdi), %edi
	shll	$3, %esi
	xorl	%r9d, %r9d
	movl	%esi, %ecx
	shldq	%cl, %rdi, %r9
	shlq	%cl, %rdi
	xorl	%ecx, %ecx
	testb	$64, %sil
	cmovneq	%rdi, %r9
	cmovneq	%rcx, %rdi
	orq	%r9, %r11
	orq	%rdi, %r10
.LBB19:
	movl	%edx, %ecx
	shrdq	%cl, %r11, %r10
	movq	$-1, %rsi
	movq	$-1, %rdx
	movl	%r8d, %ecx
	shlq	%cl, %rdx
	cmpl	$64, %r8d
	notq	%rdx
	cmovaeq	%rsi, %rdx
	andq	%r10, %rdx
	jmp	.LBB10
.LBB12:
	movl	%ebx, %r14d
	andl	$536870910, %r14d
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	xorl	%eax, %eax
.LBB20:
	movzbl	(%rdi,%rax), %r13d
	movl	%r12d, %esi
	andb	$112, %sil
	xorl	%ebp, %ebp
	movl	%esi, %ecx
	shldq	%cl, %r13, %rbp
	movl	%r12d, %ecx
	andb	$48, %cl
	shlq	%cl, %r13
	testb	$64, %r12b
	cmovneq	%r13, %rbp
	cmovneq	%r15, %r13
	orq	%r11, %rbp
	orq	%r10, %r13
	movzbl	1(%rdi,%rax), %r10d
	orb	$8, %sil
	xorl	%r11d, %r11d
	movl	%esi, %ecx
	shldq	%cl, %r10, %r11
	addq	$2, %rax
	shlq	%cl, %r10
	testb	$64, %sil
	cmovneq	%r10, %r11
	cmovneq	%r15, %r10
	orq	%rbp, %r11
	orq	%r13, %r10
	addq	$16, %r12
	cmpq	%rax, %r14
	jne	.LBB20
	testb	$1, %bl
	je	.LBB17
	addq	%rax, %rdi
.LBB13:
	movzbl	(%rdi), %esi
	shll	$3, %eax
	xorl	%edi, %edi
	movl	%eax, %ecx
	shldq	%cl, %rsi, %rdi
	shlq	%cl, %rsi
	xorl	%ecx, %ecx
	testb	$64, %al
	cmovneq	%rsi, %rdi
	cmovneq	%rcx, %rsi
	orq	%rdi, %r11
	orq	%rsi, %r10
.LBB17:
	movl	%edx, %ecx
	shrdq	%cl, %r11, %r10
	movq	$-1, %rdx
	movq	$-1, %rax
	movl	%r9d, %ecx
	shlq	%cl, %rax
	cmpl	$64, %r8d
	notq	%rax
	cmoveq	%rdx, %rax
	andq	%r10, %rax
.LBB3:
	xorl	%edx, %edx
.LBB10:
	addq	$8, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
.LBB6:
	leaq	.Lanon21(%rip), %rcx
	movq	%r11, %rdi
	movq	%rsi, %rdx
	movq	%rax, %rsi
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
.LBB14:
	leaq	.Lanon21(%rip), %rcx
	movq	%r9, %rdi
	movq	%rsi, %rdx
	movq	%r10, %rsi
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)

_ZN12ptx_abi_core7derived10member_fns10write_bitsE:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	subq	$24, %rsp
	movl	%ecx, %eax
	movslq	(%rdi), %r10
	cmpl	$31, %ecx
	ja	.LBB0
	leal	-1(%rax), %ecx
	movl	$1, %edi
	shlq	%cl, %rdi
	addq	%r10, %rdi
	movl	%eax, %ecx
	shrq	%cl, %rdi
	testq	%rdi, %rdi
	je	.LBB1
	cmpb	$0, 56(%rsi)
	je	.LBB1
	movq	%r10, %rdx
	sarq	$63, %rdx
	movq	48(%rsi), %rdi
	movq	%r10, %rsi
	movl	%eax, %ecx
	movl	$1, %r8d
	callq	*_ZN12ptx_abi_core7derived10member_fns12out_of_rangeE@GOTPCREL(%rip)
	xorl	%eax, %eax
	jmp	.LBB2
.LBB0:
	xorl	%edi, %edi
.LBB1:
	orq	%rdi, 32(%rsi)
	movq	$-1, %rdi
	movq	$-1, %r9
	movl	%eax, %ecx
	shlq	%cl, %r9
	xorl	%r12d, %r12d
	testb	$64, %al
	movq	%r9, %r8
	cmovneq	%r12, %r8
	cmoveq	%rdi, %r9
	cmpl	$127, %eax
	notq	%r9
	notq	%r8
	cmovaq	%rdi, %r8
	cmovaq	%rdi, %r9
	movq	8(%rsi), %r11
	cmpq	$8, %r11
	movl	$8, %ebx
	cmovbq	%r11, %rbx
	jb	.LBB3
	movq	%rdx, %r12
	shrq	$3, %r12
	andq	$-8, %r12
	leaq	-8(%r11), %rcx
	cmpq	%r12, %rcx
	cmovbq	%rcx, %r12
.LBB3:
	andq	%r10, %r8
	movq	(%rsi), %rdi
	cmpl	$65, %eax
	jae	.LBB4
	leaq	(,%r12,8), %rcx
	movq	%rdx, %r14
	subq	%rcx, %r14
	movl	%eax, %ecx
	addq	%r14, %rcx
	leaq	(,%rbx,8), %r15
	cmpq	%r15, %rcx
	jbe	.LBB5
.LBB4:
	sarq	$63, %r10
	andq	%r10, %r9
	movq	%r11, %rsi
	movl	%eax, %ecx
	callq	*_ZN12ptx_abi_core7derived6blocks55_$LT$impl$u20$ptx_abi_core..derived..table..Pending$GT$10straddlingE@GOTPCREL(%rip)
	jmp	.LBB6
.LBB5:
	movq	16(%rsi), %rax
	cmpq	%r12, %rax
	jne	.LBB7
	movq	24(%rsi), %rax
	jmp	.LBB8
.LBB7:
	cmpq	$-1, %rax
	je	.LBB9
	movq	%r8, 8(%rsp)
	movq	%rsi, %rbp
	movq	%rax, %rsi
	addq	%rbx, %rsi
	jb	.LBB10
	cmpq	%r11, %rsi
	ja	.LBB10
	movq	$0, (%rsp)
	addq	%rax, %rdi
	movq	%rsp, %rax
	movq	memcpy@GOTPCREL(%rip), %r13
	movq	%rdi, %r15
	movq	%rax, %rdi
	movq	%r15, %rsi
	movq	%rbx, %rdx
	callq	*%r13
	movq	24(%rbp), %rax
	orq	(%rsp), %rax
	movq	%rax, 16(%rsp)
	leaq	16(%rsp), %rsi
	movq	%r15, %rdi
	movq	%rbx, %rdx
	callq	*%r13
	movq	%rbp, %rsi
	movq	8(%rsp), %r8
.LBB9:
	movq	%r12, 16(%rsi)
	xorl	%eax, %eax
.LBB8:
	movl	%r14d, %ecx
	shlq	%cl, %r8
	orq	%rax, %r8
	movq	%r8, 24(%rsi)
.LBB6:
	movb	$1, %al
.LBB2:
	addq	$24, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
.LBB10:
	leaq	.Lanon11(%rip), %rcx
	movq	%rax, %rdi
	movq	%r11, %rdx
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)

_ZN12ptx_abi_core7derived10member_fns10write_bitsE:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	subq	$24, %rsp
	movl	(%rdi), %r8d
	cmpl	$31, %ecx
	ja	.LBB0
	movq	%r8, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	je	.LBB1
	cmpb	$0, 56(%rsi)
	je	.LBB1
	movq	48(%rsi), %rdi
	movq	%r8, %rsi
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	callq	*_ZN12ptx_abi_core7derived10member_fns12out_of_rangeE@GOTPCREL(%rip)
	xorl	%eax, %eax
	jmp	.LBB2
.LBB0:
	xorl	%eax, %eax
.LBB1:
	orq	%rax, 32(%rsi)
	movq	8(%rsi), %rax
	cmpq	$8, %rax
	movl	$8, %ebx
	cmovbq	%rax, %rbx
	jb	.LBB3
	movq	%rdx, %r12
	shrq	$3, %r12
	andq	$-8, %r12
	leaq	-8(%rax), %rdi
	cmpq	%r12, %rdi
	cmovbq	%rdi, %r12
	movq	(%rsi), %rdi
	cmpl	$65, %ecx
	jb	.LBB4
	jmp	.LBB5
.LBB3:
	xorl	%r12d, %r12d
	movq	(%rsi), %rdi
	cmpl	$65, %ecx
	jae	.LBB5
.LBB4:
	leaq	(,%r12,8), %r9
	movq	%rdx, %r14
	subq	%r9, %r14
	movl	%ecx, %r9d
	addq	%r14, %r9
	leaq	(,%rbx,8), %r10
	cmpq	%r10, %r9
	jbe	.LBB6
.LBB5:
	movq	%rax, %rsi
	xorl	%r9d, %r9d
	callq	*_ZN12ptx_abi_core7derived6blocks55_$LT$impl$u20$ptx_abi_core..derived..table..Pending$GT$10straddlingE@GOTPCREL(%rip)
	jmp	.LBB7
.LBB6:
	movq	16(%rsi), %rdx
	cmpq	%r12, %rdx
	jne	.LBB8
	movq	24(%rsi), %rax
	jmp	.LBB9
.LBB8:
	cmpq	$-1, %rdx
	je	.LBB10
	movq	%rsi, %rbp
	movq	%r8, 8(%rsp)
	movq	%rdx, %rsi
	addq	%rbx, %rsi
	jb	.LBB11
	cmpq	%rax, %rsi
	ja	.LBB11
	movq	$0, (%rsp)
	addq	%rdx, %rdi
	movq	%rsp, %rax
	movq	memcpy@GOTPCREL(%rip), %r13
	movq	%rdi, %r15
	movq	%rax, %rdi
	movq	%r15, %rsi
	movq	%rbx, %rdx
	callq	*%r13
	movq	24(%rbp), %rax
	orq	(%rsp), %rax
	movq	%rax, 16(%rsp)
	leaq	16(%rsp), %rsi
	movq	%r15, %rdi
	movq	%rbx, %rdx
	callq	*%r13
	movq	%rbp, %rsi
	movq	8(%rsp), %r8
.LBB10:
	movq	%r12, 16(%rsi)
	xorl	%eax, %eax
.LBB9:
	movl	%r14d, %ecx
	shlq	%cl, %r8
	orq	%rax, %r8
	movq	%r8, 24(%rsi)
.LBB7:
	movb	$1, %al
.LBB2:
	addq	$24, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
.LBB11:
	leaq	.Lanon12(%rip), %rcx
	movq	%rdx, %rdi
	movq	%rax, %rdx
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)

_ZN12ptx_abi_core7derived10member_fns10write_bitsE:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	subq	$24, %rsp
	movzbl	(%rdi), %r8d
	cmpl	$7, %ecx
	ja	.LBB0
	movq	%r8, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	je	.LBB1
	cmpb	$0, 56(%rsi)
	je	.LBB1
	movq	48(%rsi), %rdi
	movq	%r8, %rsi
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	callq	*_ZN12ptx_abi_core7derived10member_fns12out_of_rangeE@GOTPCREL(%rip)
	xorl	%eax, %eax
	jmp	.LBB2
.LBB0:
	xorl	%eax, %eax
.LBB1:
	orq	%rax, 32(%rsi)
	movq	8(%rsi), %rax
	cmpq	$8, %rax
	movl	$8, %ebx
	cmovbq	%rax, %rbx
	jb	.LBB3
	movq	%rdx, %r12
	shrq	$3, %r12
	andq	$-8, %r12
	leaq	-8(%rax), %rdi
	cmpq	%r12, %rdi
	cmovbq	%rdi, %r12
	movq	(%rsi), %rdi
	cmpl	$65, %ecx
	jb	.LBB4
	jmp	.LBB5
.LBB3:
	xorl	%r12d, %r12d
	movq	(%rsi), %rdi
	cmpl	$65, %ecx
	jae	.LBB5
.LBB4:
	leaq	(,%r12,8), %r9
	movq	%rdx, %r14
	subq	%r9, %r14
	movl	%ecx, %r9d
	addq	%r14, %r9
	leaq	(,%rbx,8), %r10
	cmpq	%r10, %r9
	jbe	.LBB6
.LBB5:
	movq	%rax, %rsi
	xorl	%r9d, %r9d
	callq	*_ZN12ptx_abi_core7derived6blocks55_$LT$impl$u20$ptx_abi_core..derived..table..Pending$GT$10straddlingE@GOTPCREL(%rip)
	jmp	.LBB7
.LBB6:
	movq	16(%rsi), %rdx
	cmpq	%r12, %rdx
	jne	.LBB8
	movq	24(%rsi), %rax
	jmp	.LBB9
.LBB8:
	cmpq	$-1, %rdx
	je	.LBB10
	movq	%rsi, %rbp
	movq	%r8, 8(%rsp)
	movq	%rdx, %rsi
	addq	%rbx, %rsi
	jb	.LBB11
	cmpq	%rax, %rsi
	ja	.LBB11
	movq	$0, (%rsp)
	addq	%rdx, %rdi
	movq	%rsp, %rax
	movq	memcpy@GOTPCREL(%rip), %r13
	movq	%rdi, %r15
	movq	%rax, %rdi
	movq	%r15, %rsi
	movq	%rbx, %rdx
	callq	*%r13
	movq	24(%rbp), %rax
	orq	(%rsp), %rax
	movq	%rax, 16(%rsp)
	leaq	16(%rsp), %rsi
	movq	%r15, %rdi
	movq	%rbx, %rdx
	callq	*%r13
	movq	%rbp, %rsi
	movq	8(%rsp), %r8
.LBB10:
	movq	%r12, 16(%rsi)
	xorl	%eax, %eax
.LBB9:
	movl	%r14d, %ecx
	shlq	%cl, %r8
	orq	%rax, %r8
	movq	%r8, 24(%rsi)
.LBB7:
	movb	$1, %al
.LBB2:
	addq	$24, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
.LBB11:
	leaq	.Lanon12(%rip), %rcx
	movq	%rdx, %rdi
	movq	%rax, %rdx
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)

_ZN12ptx_abi_core7derived10member_fns10write_bitsE:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	subq	$24, %rsp
	movzbl	(%rdi), %r8d
	cmpl	$7, %ecx
	ja	.LBB0
	movq	%r8, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	je	.LBB1
	cmpb	$0, 56(%rsi)
	je	.LBB1
	movq	48(%rsi), %rdi
	movq	%r8, %rsi
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	callq	*_ZN12ptx_abi_core7derived10member_fns12out_of_rangeE@GOTPCREL(%rip)
	xorl	%eax, %eax
	jmp	.LBB2
.LBB0:
	xorl	%eax, %eax
.LBB1:
	orq	%rax, 32(%rsi)
	movq	8(%rsi), %rax
	cmpq	$8, %rax
	movl	$8, %ebx
	cmovbq	%rax, %rbx
	jb	.LBB3
	movq	%rdx, %r12
	shrq	$3, %r12
	andq	$-8, %r12
	leaq	-8(%rax), %rdi
	cmpq	%r12, %rdi
	cmovbq	%rdi, %r12
	movq	(%rsi), %rdi
	cmpl	$65, %ecx
	jb	.LBB4
	jmp	.LBB5
.LBB3:
	xorl	%r12d, %r12d
	movq	(%rsi), %rdi
	cmpl	$65, %ecx
	jae	.LBB5
.LBB4:
	leaq	(,%r12,8), %r9
	movq	%rdx, %r14
	subq	%r9, %r14
	movl	%ecx, %r9d
	addq	%r14, %r9
	leaq	(,%rbx,8), %r10
	cmpq	%r10, %r9
	jbe	.LBB6
.LBB5:
	movq	%rax, %rsi
	xorl	%r9d, %r9d
	callq	*_ZN12ptx_abi_core7derived6blocks55_$LT$impl$u20$ptx_abi_core..derived..table..Pending$GT$10straddlingE@GOTPCREL(%rip)
	jmp	.LBB7
.LBB6:
	movq	16(%rsi), %rdx
	cmpq	%r12, %rdx
	jne	.LBB8
	movq	24(%rsi), %rax
	jmp	.LBB9
.LBB8:
	cmpq	$-1, %rdx
	je	.LBB10
	movq	%rsi, %rbp
	movq	%r8, 8(%rsp)
	movq	%rdx, %rsi
	addq	%rbx, %rsi
	jb	.LBB11
	cmpq	%rax, %rsi
	ja	.LBB11
	movq	$0, (%rsp)
	addq	%rdx, %rdi
	movq	%rsp, %rax
	movq	memcpy@GOTPCREL(%rip), %r13
	movq	%rdi, %r15
	movq	%rax, %rdi
	movq	%r15, %rsi
	movq	%rbx, %rdx
	callq	*%r13
	movq	24(%rbp), %rax
	orq	(%rsp), %rax
	movq	%rax, 16(%rsp)
	leaq	16(%rsp), %rsi
	movq	%r15, %rdi
	movq	%rbx, %rdx
	callq	*%r13
	movq	%rbp, %rsi
	movq	8(%rsp), %r8
.LBB10:
	movq	%r12, 16(%rsi)
	xorl	%eax, %eax
.LBB9:
	movl	%r14d, %ecx
	shlq	%cl, %r8
	orq	%rax, %r8
	movq	%r8, 24(%rsi)
.LBB7:
	movb	$1, %al
.LBB2:
	addq	$24, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
.LBB11:
	leaq	.Lanon12(%rip), %rcx
	movq	%rdx, %rdi
	movq	%rax, %rdx
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)

_ZN12ptx_abi_core7derived10member_fns10write_bitsE:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	subq	$24, %rsp
	movzwl	(%rdi), %r8d
	cmpl	$15, %ecx
	ja	.LBB0
	movq	%r8, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	je	.LBB1
	cmpb	$0, 56(%rsi)
	je	.LBB1
	movq	48(%rsi), %rdi
	movq	%r8, %rsi
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	callq	*_ZN12ptx_abi_core7derived10member_fns12out_of_rangeE@GOTPCREL(%rip)
	xorl	%eax, %eax
	jmp	.LBB2
.LBB0:
	xorl	%eax, %eax
.LBB1:
	orq	%rax, 32(%rsi)
	movq	8(%rsi), %rax
	cmpq	$8, %rax
	movl	$8, %ebx
	cmovbq	%rax, %rbx
	jb	.LBB3
	movq	%rdx, %r12
	shrq	$3, %r12
	andq	$-8, %r12
	leaq	-8(%rax), %rdi
	cmpq	%r12, %rdi
	cmovbq	%rdi, %r12
	movq	(%rsi), %rdi
	cmpl	$65, %ecx
	jb	.LBB4
	jmp	.LBB5
.LBB3:
	xorl	%r12d, %r12d
	movq	(%rsi), %rdi
	cmpl	$65, %ecx
	jae	.LBB5
.LBB4:
	leaq	(,%r12,8), %r9
	movq	%rdx, %r14
	subq	%r9, %r14
	movl	%ecx, %r9d
	addq	%r14, %r9
	leaq	(,%rbx,8), %r10
	cmpq	%r10, %r9
	jbe	.LBB6
.LBB5:
	movq	%rax, %rsi
	xorl	%r9d, %r9d
	callq	*_ZN12ptx_abi_core7derived6blocks55_$LT$impl$u20$ptx_abi_core..derived..table..Pending$GT$10straddlingE@GOTPCREL(%rip)
	jmp	.LBB7
.LBB6:
	movq	16(%rsi), %rdx
	cmpq	%r12, %rdx
	jne	.LBB8
	movq	24(%rsi), %rax
	jmp	.LBB9
.LBB8:
	cmpq	$-1, %rdx
	je	.LBB10
	movq	%rsi, %rbp
	movq	%r8, 8(%rsp)
	movq	%rdx, %rsi
	addq	%rbx, %rsi
	jb	.LBB11
	cmpq	%rax, %rsi
	ja	.LBB11
	movq	$0, (%rsp)
	addq	%rdx, %rdi
	movq	%rsp, %rax
	movq	memcpy@GOTPCREL(%rip), %r13
	movq	%rdi, %r15
	movq	%rax, %rdi
	movq	%r15, %rsi
	movq	%rbx, %rdx
	callq	*%r13
	movq	24(%rbp), %rax
	orq	(%rsp), %rax
	movq	%rax, 16(%rsp)
	leaq	16(%rsp), %rsi
	movq	%r15, %rdi
	movq	%rbx, %rdx
	callq	*%r13
	movq	%rbp, %rsi
	movq	8(%rsp), %r8
.LBB10:
	movq	%r12, 16(%rsi)
	xorl	%eax, %eax
.LBB9:
	movl	%r14d, %ecx
	shlq	%cl, %r8
	orq	%rax, %r8
	movq	%r8, 24(%rsi)
.LBB7:
	movb	$1, %al
.LBB2:
	addq	$24, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
.LBB11:
	leaq	.Lanon12(%rip), %rcx
	movq	%rdx, %rdi
	movq	%rax, %rdx
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)

_ZN12ptx_abi_core7derived10member_fns11read_memberE:
	movq	%rdx, %rax
	subq	$-4, %rax
	jae	.LBB0
	cmpq	%rsi, %rax
	ja	.LBB0
	movl	(%rdi,%rdx), %eax
	movl	%eax, (%r8)
	movb	$1, %al
	retq
.LBB0:
	pushq	%rax
	leaq	.Lanon1(%rip), %rcx
	movq	%rdx, %rdi
	movq	%rsi, %rdx
	movq	%rax, %rsi
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)

_ZN12ptx_abi_core7derived10member_fns11read_memberE:
	movq	%rdx, %rax
	subq	$-4, %rax
	jae	.LBB0
	cmpq	%rsi, %rax
	ja	.LBB0
	movss	(%rdi,%rdx), %xmm0
	movss	%xmm0, (%r8)
	movb	$1, %al
	retq
.LBB0:
	pushq	%rax
	leaq	.Lanon1(%rip), %rcx
	movq	%rdx, %rdi
	movq	%rsi, %rdx
	movq	%rax, %rsi
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)

_ZN12ptx_abi_core7derived10member_fns11write_plainE:
	movq	%rsi, %rcx
	movq	8(%rsi), %rax
	leaq	4(%rdx), %rsi
	cmpq	$-5, %rdx
	ja	.LBB0
	cmpq	%rax, %rsi
	ja	.LBB0
	movq	(%rcx), %rax
	movl	(%rdi), %ecx
	movl	%ecx, (%rax,%rdx)
	movb	$1, %al
	retq
.LBB0:
	pushq	%rax
	leaq	.Lanon1(%rip), %rcx
	movq	%rdx, %rdi
	movq	%rax, %rdx
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)

_ZN12ptx_abi_core7derived10member_fns15read_bit_memberE:
	pushq	%r14
	pushq	%rbx
	subq	$120, %rsp
	movq	%r9, %r14
	movq	%r8, %rbx
	callq	_ZN12ptx_abi_core5image16unpack_bits_wideE
	movq	%rax, %rcx
	orq	%rdx, %rcx
	je	.LBB0
	movq	%rax, %rcx
	xorq	$1, %rcx
	orq	%rdx, %rcx
	jne	.LBB1
	movb	$1, %al
	jmp	.LBB2
.LBB0:
	xorl	%eax, %eax
.LBB2:
	movb	%al, (%rbx)
	movb	$1, %al
	addq	$120, %rsp
	popq	%rbx
	popq	%r14
	retq
.LBB1:
	movb	$1, (%rsp)
	movq	%rax, 8(%rsp)
	movabsq	$-9223372036854775808, %rax
	movq	%rax, 88(%rsp)
	movq	%rsp, %rsi
	movq	%r14, %rdi
	callq	*_ZN12ptx_abi_core7derived10member_fns6recordE@GOTPCREL(%rip)
	xorl	%eax, %eax
	addq	$120, %rsp
	popq	%rbx
	popq	%r14
	retq

_ZN12ptx_abi_core7derived10member_fns15read_bit_memberE:
	pushq	%rbp
	pushq	%rbx
	pushq	%rax
	movq	%r8, %rbx
	movl	%ecx, %ebp
	callq	_ZN12ptx_abi_core5image16unpack_bits_wideE
	negb	%bpl
	movq	%rax, %rsi
	movl	%ebp, %ecx
	shlq	%cl, %rsi
	shldq	%cl, %rax, %rdx
	xorl	%eax, %eax
	testb	$64, %bpl
	cmovneq	%rsi, %rdx
	cmoveq	%rsi, %rax
	shrdq	%cl, %rdx, %rax
	sarq	%cl, %rdx
	testb	$64, %bpl
	cmoveq	%rax, %rdx
	movl	%edx, (%rbx)
	movb	$1, %al
	addq	$8, %rsp
	popq	%rbx
	popq	%rbp
	retq

_ZN12ptx_abi_core7derived10member_fns15read_bit_memberE:
	pushq	%rbx
	movq	%r8, %rbx
	callq	_ZN12ptx_abi_core5image16unpack_bits_wideE
	movb	%al, (%rbx)
	movb	$1, %al
	popq	%rbx
	retq

_ZN12ptx_abi_core7derived10member_fns15read_bit_memberE:
	pushq	%rbx
	movq	%r8, %rbx
	callq	_ZN12ptx_abi_core5image16unpack_bits_wideE
	movl	%eax, (%rbx)
	movb	$1, %al
	popq	%rbx
	retq

_ZN12ptx_abi_core7derived10member_fns15read_bit_memberE:
	pushq	%rbx
	movq	%r8, %rbx
	callq	_ZN12ptx_abi_core5image16unpack_bits_wideE
	movw	%ax, (%rbx)
	movb	$1, %al
	popq	%rbx
	retq

_ZN12ptx_abi_core7derived4simd16write_block_avx2E:
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	andq	$-64, %rsp
	subq	$4032, %rsp
	movq	$0, (%rsp)
	subq	$1920, %rsp
	movq	%rsi, 40(%rsp)
	movq	%rdi, 104(%rsp)
	movq	%rdx, %rsi
	shlq	$5, %rsi
	movq	%rcx, 80(%rsp)
	testb	$15, %cl
	je	.LBB0
.LBB1:
	movq	_ZN12ptx_abi_core7derived4simd16STREAM_BYTES_NOWE@GOTPCREL(%rip), %rax
	movq	(%rax), %rax
	movq	%rax, 88(%rsp)
	cmpq	$4, %rdx
	jae	.LBB2
	xorl	%ebx, %ebx
	jmp	.LBB3
.LBB0:
	movq	_ZN12ptx_abi_core7derived4simd16STREAM_BYTES_NOWE@GOTPCREL(%rip), %rax
	movq	(%rax), %rcx
	cmpq	%rcx, %rsi
	jae	.LBB4
	movq	%rdx, %rsi
	shlq	$5, %rsi
	movq	(%rax), %rax
	cmpq	%rax, %rsi
	jb	.LBB1
	movabsq	$-9223372036854775808, %rdi
	testq	%rdx, %rdx
	je	.LBB5
	xorl	%ecx, %ecx
	movq	%rdx, 48(%rsp)
.LBB6:
	leaq	128(%rcx), %rax
	cmpq	%rdx, %rax
	movq	%rax, 120(%rsp)
	cmovbq	%rax, %rdx
	movq	%rdx, 72(%rsp)
	movq	%rdx, %rsi
	subq	%rcx, %rsi
	movq	%rcx, 64(%rsp)
	movq	%rcx, %rax
	shlq	$4, %rax
	leaq	(%rax,%rax,2), %r8
	movq	40(%rsp), %rax
	leaq	(%rax,%r8), %r13
	cmpq	$4, %rsi
	movq	%rsi, 88(%rsp)
	jae	.LBB7
	xorl	%r12d, %r12d
	jmp	.LBB8
.LBB7:
	movq	%r8, 96(%rsp)
	movl	$4, %ebx
	movq	%r13, 56(%rsp)
	movq	%r13, %r14
	leaq	1792(%rsp), %r15
.LBB9:
	leaq	-4(%rbx), %r13
	cmpq	%rsi, %r13
	ja	.LBB10
	prefetchnta	8192(%r14)
	prefetchnta	8256(%r14)
	prefetchnta	8320(%r14)
	leaq	1440(%rsp), %rax
	vpxor	%xmm0, %xmm0, %xmm0
	vmovdqu	%ymm0, -64(%rax)
	vmovdqu	%ymm0, -96(%rax)
	movq	%r14, 1504(%rsp)
	movq	%r15, 1512(%rsp)
	movq	$48, 1520(%rsp)
	movq	$32, 1528(%rsp)
	vpxor	%xmm1, %xmm1, %xmm1
	vmovdqa	%xmm1, 1408(%rsp)
	vmovdqu	%ymm0, (%rax)
	movq	$-1, 1472(%rsp)
	movq	$0, 1480(%rsp)
	movb	$0, 1488(%rsp)
	movq	$4, 1536(%rsp)
	vmovdqa	%xmm1, 1424(%rsp)
	movb	$1, 1544(%rsp)
	vmovdqa	%ymm0, 832(%rsp)
	vmovdqa	%ymm0, 864(%rsp)
	vmovdqa	%ymm0, 896(%rsp)
	vmovdqa	%ymm0, 928(%rsp)
	vmovdqa	%ymm0, 960(%rsp)
	vmovdqa	%ymm0, 992(%rsp)
	vmovdqa	%ymm0, 1024(%rsp)
	vmovdqa	%ymm0, 1056(%rsp)
	vmovdqa	%ymm0, 1088(%rsp)
	vmovdqa	%ymm0, 1120(%rsp)
	vmovdqa	%ymm0, 1152(%rsp)
	vmovdqa	%ymm0, 1184(%rsp)
	vmovdqa	%ymm0, 1216(%rsp)
	vmovdqa	%ymm0, 1248(%rsp)
	vmovdqa	%ymm0, 1280(%rsp)
	vmovdqa	%ymm0, 1312(%rsp)
	leaq	.Lanon11+272(%rip), %rdi
	leaq	832(%rsp), %r12
	movq	%r12, %rsi
	vzeroupper
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+336(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+400(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+464(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+528(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+592(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+656(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+720(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	movq	1472(%rsp), %rax
	cmpq	$-1, %rax
	je	.LBB12
	cmpb	$0, 1544(%rsp)
	je	.LBB13
	movq	%rax, %rdi
	shrq	$3, %rdi
	cmpq	$127, %rax
	ja	.LBB14
	shlq	$5, %rdi
	vmovdqa	1440(%rsp), %xmm0
	vmovdqa	1456(%rsp), %xmm1
	vpunpckldq	%xmm1, %xmm0, %xmm0
	vpor	832(%rsp,%rdi), %xmm0, %xmm0
	vmovdqa	%xmm0, 832(%rsp,%rdi)
	vmovdqa	1440(%rsp), %xmm0
	vpunpckhdq	%xmm1, %xmm0, %xmm0
	vpor	848(%rsp,%rdi), %xmm0, %xmm0
	vmovdqa	%xmm0, 848(%rsp,%rdi)
	jmp	.LBB12
.LBB13:
	movq	1512(%rsp), %rdx
	movq	1528(%rsp), %rcx
	cmpq	$8, 1480(%rsp)
	jne	.LBB15
	vmovdqa	1440(%rsp), %xmm0
	vmovdqa	1456(%rsp), %xmm2
	vpunpckldq	%xmm2, %xmm0, %xmm1
	vpunpckhdq	%xmm2, %xmm0, %xmm0
	cmpb	$0, 1488(%rsp)
	je	.LBB16
	leaq	(%rdx,%rax), %r8
	vmovq	(%rdx,%rax), %xmm2
	vmovq	(%rcx,%r8), %xmm3
	vpunpcklqdq	%xmm3, %xmm2, %xmm2
	vpor	%xmm1, %xmm2, %xmm1
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
	vmovq	(%r8,%rdi), %xmm2
	vmovq	(%r8,%rcx,2), %xmm3
	vpunpcklqdq	%xmm2, %xmm3, %xmm2
	vpor	%xmm0, %xmm2, %xmm0
	jmp	.LBB17
.LBB15:
	vmovdqa	1440(%rsp), %xmm0
	cmpb	$0, 1488(%rsp)
	je	.LBB18
	leaq	(%rdx,%rax), %r8
	vmovd	(%rdx,%rax), %xmm1
	vpinsrd	$1, (%rcx,%r8), %xmm1, %xmm1
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
	vmovd	(%r8,%rcx,2), %xmm2
	vpinsrd	$1, (%r8,%rdi), %xmm2, %xmm2
	vpunpcklqdq	%xmm2, %xmm1, %xmm1
	vpor	%xmm0, %xmm1, %xmm0
	jmp	.LBB19
.LBB16:
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
.LBB17:
	leaq	(%rdx,%rax), %r8
	vmovq	%xmm1, (%rdx,%rax)
	vpextrq	$1, %xmm1, (%rcx,%r8)
	vmovq	%xmm0, (%rsi,%r8)
	vpextrq	$1, %xmm0, (%rdi,%r8)
	jmp	.LBB12
.LBB18:
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
.LBB19:
	leaq	(%rdx,%rax), %r8
	vmovd	%xmm0, (%rdx,%rax)
	vpextrd	$1, %xmm0, (%rcx,%r8)
	vpextrd	$2, %xmm0, (%rsi,%r8)
	vpextrd	$3, %xmm0, (%rdi,%r8)
.LBB12:
	vmovsd	(%r14), %xmm0
	vorps	832(%rsp), %xmm0, %xmm0
	vmovsd	8(%r14), %xmm1
	vorps	864(%rsp), %xmm1, %xmm1
	vmovlhps	%xmm1, %xmm0, %xmm0
	vmovaps	%xmm0, (%r15)
	vmovsd	40(%r14), %xmm0
	vorps	928(%rsp), %xmm0, %xmm0
	vmovaps	896(%rsp), %xmm1
	vmovlhps	%xmm0, %xmm1, %xmm0
	vmovddup	840(%rsp), %xmm1
	vmovaps	%xmm0, 16(%r15)
	vmovddup	872(%rsp), %xmm0
	vmovlhps	%xmm0, %xmm1, %xmm0
	vorps	48(%r14), %xmm0, %xmm0
	vmovddup	904(%rsp), %xmm1
	vmovaps	%xmm0, 32(%r15)
	vmovddup	936(%rsp), %xmm0
	vmovsd	88(%r14), %xmm2
	vorps	%xmm2, %xmm0, %xmm0
	vmovsd	96(%r14), %xmm2
	vorps	848(%rsp), %xmm2, %xmm2
	vmovlhps	%xmm0, %xmm1, %xmm0
	vmovsd	104(%r14), %xmm1
	vorps	880(%rsp), %xmm1, %xmm1
	vmovaps	%xmm0, 48(%r15)
	vmovlhps	%xmm1, %xmm2, %xmm0
	vmovaps	%xmm0, 64(%r15)
	vmovaps	912(%rsp), %xmm0
	vmovsd	136(%r14), %xmm1
	vorps	944(%rsp), %xmm1, %xmm1
	vmovlhps	%xmm1, %xmm0, %xmm0
	vmovddup	856(%rsp), %xmm1
	vmovddup	888(%rsp), %xmm2
	vmovaps	%xmm0, 80(%r15)
	vmovlhps	%xmm2, %xmm1, %xmm0
	vorps	144(%r14), %xmm0, %xmm0
	vpbroadcastq	920(%rsp), %xmm1
	vpbroadcastq	952(%rsp), %xmm2
	vmovaps	%xmm0, 96(%r15)
	vmovq	184(%r14), %xmm0
	vpor	%xmm0, %xmm2, %xmm0
	vpunpcklqdq	%xmm0, %xmm1, %xmm0
	vmovdqa	%xmm0, 112(%r15)
	vmovdqa	1408(%rsp), %xmm0
	vptest	%xmm0, %xmm0
	movq	88(%rsp), %rsi
	jne	.LBB20
.LBB21:
	addq	$4, %rbx
	subq	$-128, %r15
	addq	$192, %r14
	cmpq	%rsi, %rbx
	jbe	.LBB9
	jmp	.LBB22
.LBB20:
	movq	%rsi, %r12
	movq	%r13, (%rsp)
	movl	$4, %ecx
	leaq	832(%rsp), %rdi
	leaq	.Lanon23(%rip), %rsi
	movq	%r14, %rdx
	leaq	1792(%rsp), %r8
	movq	64(%rsp), %r9
	callq	*_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$16write_one_by_oneE@GOTPCREL(%rip)
	movq	920(%rsp), %rax
	movabsq	$-9223372036854775808, %rdi
	cmpq	%rdi, %rax
	jne	.LBB24
	movq	%r12, %rsi
	jmp	.LBB21
.LBB22:
	leaq	-4(%rbx), %r12
	cmpq	%rsi, %r12
	movabsq	$-9223372036854775808, %rdi
	movq	56(%rsp), %r13
	movq	96(%rsp), %r8
	ja	.LBB25
.LBB8:
	movq	%r12, %rax
	shlq	$4, %rax
	leaq	(%rax,%rax,2), %rax
	movq	72(%rsp), %rcx
	shlq	$4, %rcx
	leaq	(%rcx,%rcx,2), %rcx
	addq	%rax, %r8
	movq	%rcx, 56(%rsp)
	cmpq	%rcx, %r8
	jne	.LBB26
.LBB27:
	vmovaps	576(%rsp), %ymm0
	vmovdqa	608(%rsp), %ymm1
	vmovaps	%ymm0, 128(%rsp)
	vmovdqa	%ymm1, 160(%rsp)
	vmovdqu	632(%rsp), %ymm0
	vmovdqu	%ymm0, 184(%rsp)
	movq	48(%rsp), %rdx
	movq	64(%rsp), %rbx
	jmp	.LBB28
.LBB26:
	movq	56(%rsp), %rcx
	addq	40(%rsp), %rcx
	movq	%rcx, 56(%rsp)
	addq	%rax, %r13
	movq	%r12, %rax
	orq	$1, %rax
.LBB29:
	movq	%rax, %rbx
	movq	%r12, 96(%rsp)
	shlq	$5, %r12
	leaq	(%rsp,%r12), %r14
	addq	$1792, %r14
	vmovups	(%r13), %xmm0
	vmovaps	%xmm0, 1792(%rsp,%r12)
	vmovq	40(%r13), %xmm0
	vpslldq	$8, %xmm0, %xmm0
	vmovdqa	%xmm0, 1808(%rsp,%r12)
	leaq	1(%rdi), %r15
	movq	%r15, 312(%rsp)
	movq	%r14, 384(%rsp)
	vmovdqa	.LCPI30(%rip), %ymm0
	vmovdqu	%ymm0, 392(%rsp)
	leaq	224(%rsp), %rax
	movq	%rax, 432(%rsp)
	movq	$0, 424(%rsp)
	movb	$0, 440(%rsp)
	leaq	16(%r13), %rdi
	movl	$128, %edx
	leaq	384(%rsp), %rsi
	movl	$4, %ecx
	vzeroupper
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$4, %edx
	testb	%al, %al
	je	.LBB31
	leaq	20(%r13), %rdi
	movl	$132, %edx
	leaq	384(%rsp), %rsi
	movl	$6, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$5, %edx
	testb	%al, %al
	je	.LBB31
	leaq	24(%r13), %rdi
	movl	$138, %edx
	leaq	384(%rsp), %rsi
	movl	$12, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$6, %edx
	testb	%al, %al
	je	.LBB31
	leaq	28(%r13), %rdi
	movl	$150, %edx
	leaq	384(%rsp), %rsi
	movl	$10, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$7, %edx
	testb	%al, %al
	je	.LBB31
	leaq	32(%r13), %rdi
	movl	$160, %edx
	leaq	384(%rsp), %rsi
	movl	$7, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$8, %edx
	testb	%al, %al
	je	.LBB31
	leaq	34(%r13), %rdi
	movl	$167, %edx
	leaq	384(%rsp), %rsi
	movl	$9, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$9, %edx
	testb	%al, %al
	je	.LBB31
	leaq	36(%r13), %rdi
	movl	$176, %edx
	leaq	384(%rsp), %rsi
	movl	$3, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$10, %edx
	testb	%al, %al
	je	.LBB31
	leaq	37(%r13), %rdi
	movl	$179, %edx
	leaq	384(%rsp), %rsi
	movl	$1, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$11, %edx
	testb	%al, %al
	je	.LBB31
	movq	%rbx, %r12
	movq	%r13, %rbx
	movq	400(%rsp), %rdi
	cmpq	$-1, %rdi
	je	.LBB32
	movq	392(%rsp), %rdx
	cmpq	$8, %rdx
	movl	$8, %eax
	cmovbq	%rdx, %rax
	movq	%rdi, %rsi
	addq	%rax, %rsi
	jb	.LBB33
	cmpq	%rdx, %rsi
	ja	.LBB33
	movq	384(%rsp), %r13
	movq	$0, 448(%rsp)
	addq	%rdi, %r13
	leaq	448(%rsp), %rdi
	movq	%r13, %rsi
	movq	%rax, %rdx
	movq	%rax, 112(%rsp)
	callq	*memcpy@GOTPCREL(%rip)
	movq	408(%rsp), %rax
	orq	448(%rsp), %rax
	movq	%rax, 832(%rsp)
	movq	%r13, %rdi
	leaq	832(%rsp), %rsi
	movq	112(%rsp), %rdx
	callq	*memcpy@GOTPCREL(%rip)
.LBB32:
	movq	416(%rsp), %rax
	orq	424(%rsp), %rax
	setne	%r13b
	movq	312(%rsp), %rcx
	cmpq	%r15, %rcx
	je	.LBB34
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %rcx
	je	.LBB34
	movq	%rcx, 696(%rsp)
	movq	320(%rsp), %rax
	movq	%rax, 360(%rsp)
	movq	328(%rsp), %rcx
	testq	%rcx, %rcx
	je	.LBB35
	movq	360(%rsp), %rax
	leaq	8(%rax), %r15
	jmp	.LBB36
.LBB31:
	movq	312(%rsp), %rax
	movq	%r15, 312(%rsp)
	cmpq	%r15, %rax
	je	.LBB37
	movq	%rbx, %r12
	movq	%r13, %rbx
	vmovups	224(%rsp), %ymm0
	vmovdqu	256(%rsp), %ymm1
	vmovdqu	280(%rsp), %ymm2
	vmovdqu	%ymm2, 888(%rsp)
	vmovdqa	%ymm1, 864(%rsp)
	vmovaps	%ymm0, 832(%rsp)
	movq	%rax, 920(%rsp)
	leaq	320(%rsp), %rax
	vmovdqa	(%rax), %xmm0
	leaq	1440(%rsp), %rax
	vmovdqa	%xmm0, -512(%rax)
	leaq	448(%rsp), %rdi
	leaq	.Lanon23(%rip), %rsi
	leaq	832(%rsp), %rcx
	vzeroupper
	callq	*_ZN12ptx_abi_core7derived53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$5faultE@GOTPCREL(%rip)
	movzbl	448(%rsp), %r13d
	leaq	449(%rsp), %rax
	vmovups	(%rax), %ymm0
	vmovdqu	32(%rax), %ymm1
	vmovdqu	55(%rax), %ymm2
	vmovaps	%ymm0, 704(%rsp)
	vmovdqa	%ymm1, 736(%rsp)
	vmovdqu	%ymm2, 759(%rsp)
	movq	536(%rsp), %r15
	vmovdqa	95(%rax), %xmm0
	vmovdqa	%xmm0, 672(%rsp)
	leaq	224(%rsp), %rdi
	vzeroupper
	callq	_ZN4core3ptr84drop_in_place$LT$core..option..Option$LT$ptx_abi_core..derived..table..Fault$GT$$GT$E
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %r15
	jne	.LBB38
.LBB34:
	cmpb	$1, %r13b
	je	.LBB39
.LBB40:
	movq	%rbx, %r13
	addq	$48, %r13
	leaq	1(%r12), %rax
	cmpq	56(%rsp), %r13
	movabsq	$-9223372036854775808, %rdi
	jne	.LBB29
	jmp	.LBB27
.LBB41:
	addq	$24, %r15
	decq	%rcx
	je	.LBB35
.LBB36:
	movq	-8(%r15), %rsi
	testq	%rsi, %rsi
	je	.LBB41
	movq	(%r15), %rdi
	movl	$1, %edx
	movq	%rcx, 112(%rsp)
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	movq	112(%rsp), %rcx
	jmp	.LBB41
.LBB35:
	movq	696(%rsp), %rax
	testq	%rax, %rax
	je	.LBB34
	shlq	$3, %rax
	leaq	(%rax,%rax,2), %rsi
	movl	$8, %edx
	movq	360(%rsp), %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	jmp	.LBB34
.LBB39:
	vmovups	.Lanon23+56(%rip), %ymm0
	vmovups	%ymm0, 504(%rsp)
	vmovups	.Lanon23+32(%rip), %ymm0
	vmovaps	%ymm0, 480(%rsp)
	vmovups	.Lanon23(%rip), %ymm0
	vmovaps	%ymm0, 448(%rsp)
	movl	$32, %r8d
	leaq	832(%rsp), %rdi
	leaq	448(%rsp), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rcx
	vzeroupper
	callq	*_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$15bit_field_faultE@GOTPCREL(%rip)
	movzbl	832(%rsp), %r13d
	leaq	1440(%rsp), %rax
	vmovups	-607(%rax), %ymm0
	vmovdqu	-575(%rax), %ymm1
	vmovdqu	-552(%rax), %ymm2
	vmovaps	%ymm0, 1568(%rsp)
	vmovdqa	%ymm1, 1600(%rsp)
	vmovdqu	%ymm2, 1623(%rsp)
	movq	920(%rsp), %r15
	vmovdqa	-512(%rax), %xmm0
	vmovdqa	%xmm0, 816(%rsp)
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %r15
	je	.LBB40
	jmp	.LBB42
.LBB38:
	vmovups	759(%rsp), %ymm0
	vmovups	%ymm0, 1623(%rsp)
	vmovaps	704(%rsp), %ymm0
	vmovdqa	736(%rsp), %ymm1
	vmovdqa	%ymm1, 1600(%rsp)
	vmovaps	%ymm0, 1568(%rsp)
	vmovdqa	672(%rsp), %xmm0
	vmovdqa	%xmm0, 816(%rsp)
.LBB42:
	movb	%r13b, 1664(%rsp)
	vmovups	1623(%rsp), %ymm0
	leaq	1665(%rsp), %rax
	vmovups	%ymm0, 55(%rax)
	vmovaps	1568(%rsp), %ymm0
	vmovaps	1600(%rsp), %ymm1
	vmovups	%ymm1, 32(%rax)
	vmovups	%ymm0, (%rax)
	movq	%r15, 1752(%rsp)
	vmovaps	816(%rsp), %xmm0
	vmovaps	%xmm0, 95(%rax)
	movq	64(%rsp), %rbx
	movq	96(%rsp), %r8
	addq	%rbx, %r8
	movl	$4, %ecx
	leaq	832(%rsp), %rdi
	leaq	1664(%rsp), %rsi
	leaq	.Lanon43(%rip), %rdx
	vzeroupper
	callq	*_ZN12ptx_abi_core5error5Error14within_elementE@GOTPCREL(%rip)
	vmovups	832(%rsp), %ymm0
	vmovdqu	864(%rsp), %ymm1
	vmovdqu	888(%rsp), %ymm2
	vmovdqu	%ymm2, 632(%rsp)
	vmovdqa	%ymm1, 608(%rsp)
	vmovaps	%ymm0, 576(%rsp)
	movq	920(%rsp), %rax
	movq	928(%rsp), %rcx
	movq	%rcx, 376(%rsp)
	movq	936(%rsp), %rcx
	movq	%rcx, 368(%rsp)
	vmovaps	%ymm0, 128(%rsp)
	vmovaps	608(%rsp), %ymm0
	vmovaps	%ymm0, 160(%rsp)
	vmovdqu	632(%rsp), %ymm0
	vmovdqu	%ymm0, 184(%rsp)
	movabsq	$-9223372036854775808, %rdi
	cmpq	%rdi, %rax
	movq	48(%rsp), %rdx
	jne	.LBB44
.LBB28:
	movb	$1, %cl
	cmpq	%rbx, %rdx
	je	.LBB45
	shlq	$5, %rbx
	addq	80(%rsp), %rbx
	movq	88(%rsp), %r8
	shlq	$5, %r8
	xorl	%eax, %eax
.LBB46:
	leaq	(%rbx,%rax), %rsi
	vmovdqa	1792(%rsp,%rax), %xmm0
	movntdq	%xmm0, (%rsi)
	addq	$16, %rax
	cmpq	%r8, %rax
	jb	.LBB46
.LBB45:
	movq	%rdi, %rax
	testb	%cl, %cl
	je	.LBB44
.LBB47:
	movq	72(%rsp), %rcx
	cmpq	%rdx, 120(%rsp)
	jb	.LBB6
	jmp	.LBB44
.LBB24:
	vmovups	832(%rsp), %ymm0
	vmovdqu	864(%rsp), %ymm1
	vmovdqu	888(%rsp), %ymm2
	vmovdqu	%ymm2, 632(%rsp)
	vmovdqa	%ymm1, 608(%rsp)
	movq	928(%rsp), %rcx
	movq	%rcx, 376(%rsp)
	movq	936(%rsp), %rcx
	movq	%rcx, 368(%rsp)
	vmovaps	%ymm0, 128(%rsp)
	vmovaps	608(%rsp), %ymm0
	vmovaps	%ymm0, 160(%rsp)
	vmovdqu	632(%rsp), %ymm0
	vmovdqu	%ymm0, 184(%rsp)
	xorl	%ecx, %ecx
	movq	48(%rsp), %rdx
	testb	%cl, %cl
	jne	.LBB47
	jmp	.LBB44
.LBB2:
	movq	%rdx, 48(%rsp)
	movl	$4, %ebx
	leaq	1792(%rsp), %r15
	movq	80(%rsp), %r14
	movq	40(%rsp), %r13
.LBB48:
	movq	%rsi, %r12
	cmpq	88(%rsp), %rsi
	jb	.LBB49
	prefetchnta	8192(%r13)
	prefetchnta	8256(%r13)
	prefetchnta	8320(%r13)
.LBB49:
	leaq	2400(%rsp), %rax
	vpxor	%xmm0, %xmm0, %xmm0
	vmovdqu	%ymm0, -64(%rax)
	vmovdqu	%ymm0, -96(%rax)
	movq	%r13, 2464(%rsp)
	movq	%r14, 2472(%rsp)
	movq	$48, 2480(%rsp)
	movq	$32, 2488(%rsp)
	vpxor	%xmm1, %xmm1, %xmm1
	vmovdqa	%xmm1, 2368(%rsp)
	vmovdqu	%ymm0, (%rax)
	movq	$-1, 2432(%rsp)
	movq	$0, 2440(%rsp)
	movb	$0, 2448(%rsp)
	movq	$4, 2496(%rsp)
	vmovdqa	%xmm1, 2384(%rsp)
	movb	$1, 2504(%rsp)
	vmovdqa	%ymm0, 1792(%rsp)
	vmovdqa	%ymm0, 1824(%rsp)
	vmovdqa	%ymm0, 1856(%rsp)
	vmovdqa	%ymm0, 1888(%rsp)
	vmovdqa	%ymm0, 1920(%rsp)
	vmovdqa	%ymm0, 1952(%rsp)
	vmovdqa	%ymm0, 1984(%rsp)
	vmovdqa	%ymm0, 2016(%rsp)
	vmovdqa	%ymm0, 2048(%rsp)
	vmovdqa	%ymm0, 2080(%rsp)
	vmovdqa	%ymm0, 2112(%rsp)
	vmovdqa	%ymm0, 2144(%rsp)
	vmovdqa	%ymm0, 2176(%rsp)
	vmovdqa	%ymm0, 2208(%rsp)
	vmovdqa	%ymm0, 2240(%rsp)
	vmovdqa	%ymm0, 2272(%rsp)
	leaq	.Lanon11+272(%rip), %rdi
	movq	%r15, %rsi
	vzeroupper
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+336(%rip), %rdi
	movq	%r15, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+400(%rip), %rdi
	movq	%r15, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+464(%rip), %rdi
	movq	%r15, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+528(%rip), %rdi
	movq	%r15, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+592(%rip), %rdi
	movq	%r15, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+656(%rip), %rdi
	movq	%r15, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+720(%rip), %rdi
	movq	%r15, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	movq	2432(%rsp), %rax
	cmpq	$-1, %rax
	je	.LBB50
	cmpb	$0, 2504(%rsp)
	je	.LBB51
	movq	%rax, %rdi
	shrq	$3, %rdi
	cmpq	$127, %rax
	ja	.LBB14
	shlq	$5, %rdi
	vmovdqa	2400(%rsp), %xmm0
	vmovdqa	2416(%rsp), %xmm1
	vpunpckldq	%xmm1, %xmm0, %xmm0
	vpor	1792(%rsp,%rdi), %xmm0, %xmm0
	vmovdqa	%xmm0, 1792(%rsp,%rdi)
	vmovdqa	2400(%rsp), %xmm0
	vpunpckhdq	%xmm1, %xmm0, %xmm0
	vpor	1808(%rsp,%rdi), %xmm0, %xmm0
	vmovdqa	%xmm0, 1808(%rsp,%rdi)
	jmp	.LBB50
.LBB51:
	movq	2472(%rsp), %rdx
	movq	2488(%rsp), %rcx
	cmpq	$8, 2440(%rsp)
	jne	.LBB52
	vmovdqa	2400(%rsp), %xmm0
	vmovdqa	2416(%rsp), %xmm2
	vpunpckldq	%xmm2, %xmm0, %xmm1
	vpunpckhdq	%xmm2, %xmm0, %xmm0
	cmpb	$0, 2448(%rsp)
	je	.LBB53
	leaq	(%rdx,%rax), %r8
	vmovq	(%rdx,%rax), %xmm2
	vmovq	(%rcx,%r8), %xmm3
	vpunpcklqdq	%xmm3, %xmm2, %xmm2
	vpor	%xmm1, %xmm2, %xmm1
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
	vmovq	(%r8,%rdi), %xmm2
	vmovq	(%r8,%rcx,2), %xmm3
	vpunpcklqdq	%xmm2, %xmm3, %xmm2
	vpor	%xmm0, %xmm2, %xmm0
	jmp	.LBB54
.LBB52:
	vmovdqa	2400(%rsp), %xmm0
	cmpb	$0, 2448(%rsp)
	je	.LBB55
	leaq	(%rdx,%rax), %r8
	vmovd	(%rdx,%rax), %xmm1
	vpinsrd	$1, (%rcx,%r8), %xmm1, %xmm1
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
	vmovd	(%r8,%rcx,2), %xmm2
	vpinsrd	$1, (%r8,%rdi), %xmm2, %xmm2
	vpunpcklqdq	%xmm2, %xmm1, %xmm1
	vpor	%xmm0, %xmm1, %xmm0
	jmp	.LBB56
.LBB53:
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
.LBB54:
	leaq	(%rdx,%rax), %r8
	vmovq	%xmm1, (%rdx,%rax)
	vpextrq	$1, %xmm1, (%rcx,%r8)
	vmovq	%xmm0, (%rsi,%r8)
	vpextrq	$1, %xmm0, (%rdi,%r8)
	jmp	.LBB50
.LBB55:
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
.LBB56:
	leaq	(%rdx,%rax), %r8
	vmovd	%xmm0, (%rdx,%rax)
	vpextrd	$1, %xmm0, (%rcx,%r8)
	vpextrd	$2, %xmm0, (%rsi,%r8)
	vpextrd	$3, %xmm0, (%rdi,%r8)
.LBB50:
	vmovsd	(%r13), %xmm0
	vorps	1792(%rsp), %xmm0, %xmm0
	vmovsd	8(%r13), %xmm1
	vorps	1824(%rsp), %xmm1, %xmm1
	vmovlhps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, (%r14)
	vmovaps	1856(%rsp), %xmm0
	vmovsd	40(%r13), %xmm1
	vorps	1888(%rsp), %xmm1, %xmm1
	vmovlhps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, 16(%r14)
	vmovddup	1800(%rsp), %xmm0
	vmovddup	1832(%rsp), %xmm1
	vmovlhps	%xmm1, %xmm0, %xmm0
	vorps	48(%r13), %xmm0, %xmm0
	vmovups	%xmm0, 32(%r14)
	vmovddup	1864(%rsp), %xmm0
	vmovddup	1896(%rsp), %xmm1
	vmovsd	88(%r13), %xmm2
	vorps	%xmm2, %xmm1, %xmm1
	vmovlhps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, 48(%r14)
	vmovsd	96(%r13), %xmm0
	vorps	1808(%rsp), %xmm0, %xmm0
	vmovsd	104(%r13), %xmm1
	vorps	1840(%rsp), %xmm1, %xmm1
	vmovlhps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, 64(%r14)
	vmovaps	1872(%rsp), %xmm0
	vmovsd	136(%r13), %xmm1
	vorps	1904(%rsp), %xmm1, %xmm1
	vmovlhps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, 80(%r14)
	vmovddup	1816(%rsp), %xmm0
	vmovddup	1848(%rsp), %xmm1
	vmovlhps	%xmm1, %xmm0, %xmm0
	vorps	144(%r13), %xmm0, %xmm0
	vmovups	%xmm0, 96(%r14)
	vpbroadcastq	1880(%rsp), %xmm0
	vpbroadcastq	1912(%rsp), %xmm1
	vmovq	184(%r13), %xmm2
	vpor	%xmm2, %xmm1, %xmm1
	vpunpcklqdq	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, 112(%r14)
	vmovdqa	2368(%rsp), %xmm0
	vptest	%xmm0, %xmm0
	movq	%r12, %rsi
	jne	.LBB57
.LBB58:
	addq	$4, %rbx
	addq	$192, %r13
	subq	$-128, %r14
	cmpq	48(%rsp), %rbx
	jbe	.LBB48
	jmp	.LBB59
.LBB57:
	leaq	-4(%rbx), %rax
	movq	%rax, (%rsp)
	movl	$4, %ecx
	movq	%r15, %rdi
	leaq	.Lanon23(%rip), %rsi
	movq	%r13, %rdx
	movq	80(%rsp), %r8
	xorl	%r9d, %r9d
	callq	*_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$16write_one_by_oneE@GOTPCREL(%rip)
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, 1880(%rsp)
	jne	.LBB60
	movq	%r12, %rsi
	jmp	.LBB58
.LBB59:
	addq	$-4, %rbx
	movq	48(%rsp), %rdx
	cmpq	%rdx, %rbx
	ja	.LBB61
.LBB3:
	cmpq	%rdx, %rbx
	jne	.LBB62
.LBB63:
	movq	104(%rsp), %rax
	movabsq	$-9223372036854775808, %rcx
	movq	%rcx, 88(%rax)
	jmp	.LBB64
.LBB62:
	leaq	(%rdx,%rdx,2), %rcx
	shlq	$4, %rcx
	movq	40(%rsp), %rax
	addq	%rax, %rcx
	movq	%rcx, 48(%rsp)
	leaq	(%rbx,%rbx,2), %r14
	shlq	$4, %r14
	addq	%rax, %r14
	movq	%rbx, %rax
	orq	$1, %rax
	movabsq	$-9223372036854775808, %rcx
	leaq	1(%rcx), %r13
	leaq	128(%rsp), %r12
	movq	%r13, 56(%rsp)
.LBB65:
	movq	%rax, %r15
	movq	%rbx, %rax
	shlq	$5, %rax
	movq	80(%rsp), %rcx
	leaq	(%rcx,%rax), %rdx
	vmovups	(%r14), %xmm0
	vmovups	%xmm0, (%rcx,%rax)
	vmovq	40(%r14), %xmm0
	vpslldq	$8, %xmm0, %xmm0
	vmovdqu	%xmm0, 16(%rcx,%rax)
	movq	%r13, 536(%rsp)
	movq	%rdx, 96(%rsp)
	movq	%rdx, 128(%rsp)
	vmovdqa	.LCPI30(%rip), %ymm0
	vmovdqu	%ymm0, 136(%rsp)
	leaq	448(%rsp), %rax
	movq	%rax, 176(%rsp)
	movq	$0, 168(%rsp)
	movb	$0, 184(%rsp)
	leaq	16(%r14), %rdi
	movl	$128, %edx
	movq	%r12, %rsi
	movl	$4, %ecx
	vzeroupper
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$4, %edx
	testb	%al, %al
	movq	%r15, 88(%rsp)
	je	.LBB66
	leaq	20(%r14), %rdi
	movl	$132, %edx
	movq	%r12, %rsi
	movl	$6, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$5, %edx
	testb	%al, %al
	je	.LBB66
	leaq	24(%r14), %rdi
	movl	$138, %edx
	movq	%r12, %rsi
	movl	$12, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$6, %edx
	testb	%al, %al
	je	.LBB66
	leaq	28(%r14), %rdi
	movl	$150, %edx
	movq	%r12, %rsi
	movl	$10, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$7, %edx
	testb	%al, %al
	je	.LBB66
	leaq	32(%r14), %rdi
	movl	$160, %edx
	movq	%r12, %rsi
	movl	$7, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$8, %edx
	testb	%al, %al
	je	.LBB66
	leaq	34(%r14), %rdi
	movl	$167, %edx
	movq	%r12, %rsi
	movl	$9, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$9, %edx
	testb	%al, %al
	je	.LBB66
	leaq	36(%r14), %rdi
	movl	$176, %edx
	movq	%r12, %rsi
	movl	$3, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$10, %edx
	testb	%al, %al
	je	.LBB66
	leaq	37(%r14), %rdi
	movl	$179, %edx
	movq	%r12, %rsi
	movl	$1, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$11, %edx
	testb	%al, %al
	je	.LBB66
	movq	144(%rsp), %rdi
	cmpq	$-1, %rdi
	je	.LBB67
	movq	136(%rsp), %rdx
	cmpq	$8, %rdx
	movl	$8, %eax
	cmovbq	%rdx, %rax
	movq	%rdi, %rsi
	addq	%rax, %rsi
	jb	.LBB68
	cmpq	%rdx, %rsi
	ja	.LBB68
	movq	128(%rsp), %r15
	movq	$0, 832(%rsp)
	addq	%rdi, %r15
	leaq	832(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, %rdx
	movq	%rax, 40(%rsp)
	callq	*memcpy@GOTPCREL(%rip)
	movq	152(%rsp), %rax
	orq	832(%rsp), %rax
	movq	%rax, 1792(%rsp)
	movq	%r15, %rdi
	leaq	1792(%rsp), %rsi
	movq	40(%rsp), %rdx
	callq	*memcpy@GOTPCREL(%rip)
.LBB67:
	movq	%r12, %r15
	movq	160(%rsp), %rax
	orq	168(%rsp), %rax
	setne	%r12b
	movq	536(%rsp), %rcx
	cmpq	%r13, %rcx
	je	.LBB69
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %rcx
	je	.LBB69
	movq	%rcx, 64(%rsp)
	movq	544(%rsp), %rax
	movq	%rax, 72(%rsp)
	movq	552(%rsp), %rcx
	testq	%rcx, %rcx
	je	.LBB70
	movq	72(%rsp), %rax
	leaq	8(%rax), %r13
	jmp	.LBB71
.LBB66:
	movq	536(%rsp), %rax
	movq	%r13, 536(%rsp)
	cmpq	%r13, %rax
	je	.LBB72
	movq	%r12, %r15
	vmovups	448(%rsp), %ymm0
	vmovdqu	480(%rsp), %ymm1
	vmovdqu	504(%rsp), %ymm2
	vmovdqu	%ymm2, 1848(%rsp)
	vmovdqa	%ymm1, 1824(%rsp)
	vmovaps	%ymm0, 1792(%rsp)
	movq	%rax, 1880(%rsp)
	leaq	544(%rsp), %rax
	vmovdqa	(%rax), %xmm0
	leaq	1888(%rsp), %rax
	vmovdqa	%xmm0, (%rax)
	leaq	832(%rsp), %rdi
	leaq	.Lanon23(%rip), %rsi
	leaq	1792(%rsp), %rcx
	vzeroupper
	callq	*_ZN12ptx_abi_core7derived53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$5faultE@GOTPCREL(%rip)
	movzbl	832(%rsp), %r12d
	leaq	833(%rsp), %rax
	vmovups	(%rax), %ymm0
	vmovdqu	32(%rax), %ymm1
	vmovdqu	55(%rax), %ymm2
	vmovaps	%ymm0, 1664(%rsp)
	vmovdqa	%ymm1, 1696(%rsp)
	vmovdqu	%ymm2, 1719(%rsp)
	movq	920(%rsp), %r13
	vmovdqa	95(%rax), %xmm0
	vmovdqa	%xmm0, 704(%rsp)
	leaq	448(%rsp), %rdi
	vzeroupper
	callq	_ZN4core3ptr84drop_in_place$LT$core..option..Option$LT$ptx_abi_core..derived..table..Fault$GT$$GT$E
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %r13
	jne	.LBB73
.LBB69:
	cmpb	$1, %r12b
	je	.LBB74
.LBB75:
	addq	$48, %r14
	movq	88(%rsp), %rbx
	leaq	1(%rbx), %rax
	cmpq	48(%rsp), %r14
	movq	56(%rsp), %r13
	movq	%r15, %r12
	jne	.LBB65
	jmp	.LBB63
.LBB76:
	addq	$24, %r13
	decq	%rcx
	je	.LBB70
.LBB71:
	movq	-8(%r13), %rsi
	testq	%rsi, %rsi
	je	.LBB76
	movq	(%r13), %rdi
	movl	$1, %edx
	movq	%rcx, 40(%rsp)
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	movq	40(%rsp), %rcx
	jmp	.LBB76
.LBB70:
	movq	64(%rsp), %rax
	testq	%rax, %rax
	je	.LBB69
	shlq	$3, %rax
	leaq	(%rax,%rax,2), %rsi
	movl	$8, %edx
	movq	72(%rsp), %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	jmp	.LBB69
.LBB74:
	vmovups	.Lanon23+56(%rip), %ymm0
	vmovups	%ymm0, 888(%rsp)
	vmovups	.Lanon23+32(%rip), %ymm0
	vmovaps	%ymm0, 864(%rsp)
	vmovups	.Lanon23(%rip), %ymm0
	vmovaps	%ymm0, 832(%rsp)
	movl	$32, %r8d
	leaq	1792(%rsp), %rdi
	leaq	832(%rsp), %rsi
	movq	%r14, %rdx
	movq	96(%rsp), %rcx
	vzeroupper
	callq	*_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$15bit_field_faultE@GOTPCREL(%rip)
	movzbl	1792(%rsp), %r12d
	leaq	1888(%rsp), %rax
	vmovups	-95(%rax), %ymm0
	vmovdqu	-63(%rax), %ymm1
	vmovdqu	-40(%rax), %ymm2
	vmovaps	%ymm0, 576(%rsp)
	vmovdqa	%ymm1, 608(%rsp)
	vmovdqu	%ymm2, 631(%rsp)
	movq	1880(%rsp), %r13
	vmovdqa	(%rax), %xmm0
	vmovdqa	%xmm0, 1568(%rsp)
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %r13
	je	.LBB75
	jmp	.LBB77
.LBB4:
	movabsq	$-9223372036854775808, %rax
	movq	%rax, 72(%rsp)
	movq	%rax, 312(%rsp)
	cmpq	$3, %rdx
	ja	.LBB78
	xorl	%r15d, %r15d
	jmp	.LBB79
.LBB73:
	vmovups	1719(%rsp), %ymm0
	vmovups	%ymm0, 631(%rsp)
	vmovaps	1664(%rsp), %ymm0
	vmovdqa	1696(%rsp), %ymm1
	vmovdqa	%ymm1, 608(%rsp)
	vmovaps	%ymm0, 576(%rsp)
	vmovdqa	704(%rsp), %xmm0
	vmovdqa	%xmm0, 1568(%rsp)
.LBB77:
	movb	%r12b, 224(%rsp)
	vmovaps	576(%rsp), %ymm0
	vmovaps	608(%rsp), %ymm1
	vmovups	%ymm0, 225(%rsp)
	vmovups	%ymm1, 257(%rsp)
	vmovups	631(%rsp), %ymm0
	vmovups	%ymm0, 280(%rsp)
	movq	%r13, 312(%rsp)
	vmovaps	1568(%rsp), %xmm0
	vmovaps	%xmm0, 320(%rsp)
	leaq	.Lanon43(%rip), %rdx
	leaq	224(%rsp), %rsi
	movl	$4, %ecx
	movq	104(%rsp), %rdi
	movq	%rbx, %r8
	vzeroupper
	callq	*_ZN12ptx_abi_core5error5Error14within_elementE@GOTPCREL(%rip)
	jmp	.LBB64
.LBB78:
	movq	%rdx, 48(%rsp)
	xorl	%ebx, %ebx
	leaq	1792(%rsp), %r12
	movq	40(%rsp), %r13
	xorl	%r14d, %r14d
.LBB80:
	prefetchnta	8192(%r13)
	prefetchnta	8256(%r13)
	prefetchnta	8320(%r13)
	leaq	2400(%rsp), %rcx
	vpxor	%xmm0, %xmm0, %xmm0
	vmovdqu	%ymm0, -64(%rcx)
	vmovdqu	%ymm0, -96(%rcx)
	movq	80(%rsp), %rax
	leaq	(%rax,%r14), %r15
	movq	%r13, 2464(%rsp)
	movq	%r15, 2472(%rsp)
	movq	$48, 2480(%rsp)
	movq	$32, 2488(%rsp)
	vpxor	%xmm1, %xmm1, %xmm1
	vmovdqa	%xmm1, 2368(%rsp)
	vmovdqu	%ymm0, (%rcx)
	movq	$-1, 2432(%rsp)
	movq	$0, 2440(%rsp)
	movb	$0, 2448(%rsp)
	movq	$4, 2496(%rsp)
	vmovdqa	%xmm1, 2384(%rsp)
	movb	$1, 2504(%rsp)
	vmovdqa	%ymm0, 1792(%rsp)
	vmovdqa	%ymm0, 1824(%rsp)
	vmovdqa	%ymm0, 1856(%rsp)
	vmovdqa	%ymm0, 1888(%rsp)
	vmovdqa	%ymm0, 1920(%rsp)
	vmovdqa	%ymm0, 1952(%rsp)
	vmovdqa	%ymm0, 1984(%rsp)
	vmovdqa	%ymm0, 2016(%rsp)
	vmovdqa	%ymm0, 2048(%rsp)
	vmovdqa	%ymm0, 2080(%rsp)
	vmovdqa	%ymm0, 2112(%rsp)
	vmovdqa	%ymm0, 2144(%rsp)
	vmovdqa	%ymm0, 2176(%rsp)
	vmovdqa	%ymm0, 2208(%rsp)
	vmovdqa	%ymm0, 2240(%rsp)
	vmovdqa	%ymm0, 2272(%rsp)
	leaq	.Lanon11+272(%rip), %rdi
	movq	%r12, %rsi
	vzeroupper
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+336(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+400(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+464(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+528(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+592(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+656(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+720(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	movq	2432(%rsp), %rax
	cmpq	$-1, %rax
	je	.LBB81
	cmpb	$0, 2504(%rsp)
	je	.LBB82
	movq	%rax, %rdi
	shrq	$3, %rdi
	cmpq	$127, %rax
	ja	.LBB83
	shlq	$5, %rdi
	vmovdqa	2400(%rsp), %xmm0
	vmovdqa	2416(%rsp), %xmm1
	vpunpckldq	%xmm1, %xmm0, %xmm0
	vpor	1792(%rsp,%rdi), %xmm0, %xmm0
	vmovdqa	%xmm0, 1792(%rsp,%rdi)
	vmovdqa	2400(%rsp), %xmm0
	vpunpckhdq	%xmm1, %xmm0, %xmm0
	vpor	1808(%rsp,%rdi), %xmm0, %xmm0
	vmovdqa	%xmm0, 1808(%rsp,%rdi)
	jmp	.LBB81
.LBB82:
	movq	2472(%rsp), %rdx
	movq	2488(%rsp), %rcx
	cmpq	$8, 2440(%rsp)
	jne	.LBB84
	vmovdqa	2400(%rsp), %xmm0
	vmovdqa	2416(%rsp), %xmm2
	vpunpckldq	%xmm2, %xmm0, %xmm1
	vpunpckhdq	%xmm2, %xmm0, %xmm0
	cmpb	$0, 2448(%rsp)
	je	.LBB85
	leaq	(%rdx,%rax), %r8
	vmovq	(%rdx,%rax), %xmm2
	vmovq	(%rcx,%r8), %xmm3
	vpunpcklqdq	%xmm3, %xmm2, %xmm2
	vpor	%xmm1, %xmm2, %xmm1
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
	vmovq	(%r8,%rdi), %xmm2
	vmovq	(%r8,%rcx,2), %xmm3
	vpunpcklqdq	%xmm2, %xmm3, %xmm2
	vpor	%xmm0, %xmm2, %xmm0
	jmp	.LBB86
.LBB84:
	vmovdqa	2400(%rsp), %xmm0
	cmpb	$0, 2448(%rsp)
	je	.LBB87
	leaq	(%rdx,%rax), %r8
	vmovd	(%rdx,%rax), %xmm1
	vpinsrd	$1, (%rcx,%r8), %xmm1, %xmm1
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
	vmovd	(%r8,%rcx,2), %xmm2
	vpinsrd	$1, (%r8,%rdi), %xmm2, %xmm2
	vpunpcklqdq	%xmm2, %xmm1, %xmm1
	vpor	%xmm0, %xmm1, %xmm0
	jmp	.LBB88
.LBB85:
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
.LBB86:
	leaq	(%rdx,%rax), %r8
	vmovq	%xmm1, (%rdx,%rax)
	vpextrq	$1, %xmm1, (%rcx,%r8)
	vmovq	%xmm0, (%rsi,%r8)
	vpextrq	$1, %xmm0, (%rdi,%r8)
	jmp	.LBB81
.LBB87:
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
.LBB88:
	leaq	(%rdx,%rax), %r8
	vmovd	%xmm0, (%rdx,%rax)
	vpextrd	$1, %xmm0, (%rcx,%r8)
	vpextrd	$2, %xmm0, (%rsi,%r8)
	vpextrd	$3, %xmm0, (%rdi,%r8)
.LBB81:
	vmovsd	(%r13), %xmm0
	vorps	1792(%rsp), %xmm0, %xmm0
	vmovsd	8(%r13), %xmm1
	vorps	1824(%rsp), %xmm1, %xmm1
	vmovlhps	%xmm1, %xmm0, %xmm0
	movntdq	%xmm0, (%r15)
	vmovsd	40(%r13), %xmm0
	vorps	1888(%rsp), %xmm0, %xmm0
	vmovaps	1856(%rsp), %xmm1
	vmovlhps	%xmm0, %xmm1, %xmm0
	movq	80(%rsp), %rcx
	leaq	16(%rcx,%r14), %rax
	movntdq	%xmm0, (%rax)
	vmovddup	1800(%rsp), %xmm0
	vmovddup	1832(%rsp), %xmm1
	vmovlhps	%xmm1, %xmm0, %xmm0
	vorps	48(%r13), %xmm0, %xmm0
	leaq	32(%rcx,%r14), %rax
	movntdq	%xmm0, (%rax)
	vmovddup	1864(%rsp), %xmm0
	vmovddup	1896(%rsp), %xmm1
	vmovsd	88(%r13), %xmm2
	vorps	%xmm2, %xmm1, %xmm1
	vmovlhps	%xmm1, %xmm0, %xmm0
	leaq	48(%rcx,%r14), %rax
	movntdq	%xmm0, (%rax)
	leaq	64(%rcx,%r14), %rax
	vmovsd	96(%r13), %xmm0
	vorps	1808(%rsp), %xmm0, %xmm0
	vmovsd	104(%r13), %xmm1
	vorps	1840(%rsp), %xmm1, %xmm1
	vmovlhps	%xmm1, %xmm0, %xmm0
	movntdq	%xmm0, (%rax)
	vmovaps	1872(%rsp), %xmm0
	vmovsd	136(%r13), %xmm1
	vorps	1904(%rsp), %xmm1, %xmm1
	vmovlhps	%xmm1, %xmm0, %xmm0
	leaq	80(%rcx,%r14), %rax
	movntdq	%xmm0, (%rax)
	leaq	96(%rcx,%r14), %rax
	vmovddup	1816(%rsp), %xmm0
	vmovddup	1848(%rsp), %xmm1
	vmovlhps	%xmm1, %xmm0, %xmm0
	vorps	144(%r13), %xmm0, %xmm0
	movntdq	%xmm0, (%rax)
	vpbroadcastq	1880(%rsp), %xmm0
	vpbroadcastq	1912(%rsp), %xmm1
	vmovq	184(%r13), %xmm2
	vpor	%xmm2, %xmm1, %xmm1
	vpunpcklqdq	%xmm1, %xmm0, %xmm0
	leaq	(%rcx,%r14), %rax
	addq	$112, %rax
	movntdq	%xmm0, (%rax)
	vmovdqa	2368(%rsp), %xmm0
	vptest	%xmm0, %xmm0
	jne	.LBB89
.LBB90:
	leaq	4(%rbx), %r15
	addq	$8, %rbx
	subq	$-128, %r14
	addq	$192, %r13
	cmpq	48(%rsp), %rbx
	movq	%r15, %rbx
	jbe	.LBB80
	jmp	.LBB91
.LBB89:
	movq	%rbx, (%rsp)
	movl	$4, %ecx
	movq	%r12, %rdi
	leaq	.Lanon23(%rip), %rsi
	movq	%r13, %rdx
	movq	80(%rsp), %r8
	xorl	%r9d, %r9d
	callq	*_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$16write_one_by_oneE@GOTPCREL(%rip)
	leaq	224(%rsp), %rdi
	callq	_ZN4core3ptr86drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$ptx_abi_core..error..Error$GT$$GT$E
	vmovdqu	1792(%rsp), %ymm0
	vmovdqu	1824(%rsp), %ymm1
	vmovdqu	1856(%rsp), %ymm2
	vmovdqu	1872(%rsp), %ymm3
	vmovdqu	%ymm3, 304(%rsp)
	vmovdqa	%ymm2, 288(%rsp)
	vmovdqa	%ymm1, 256(%rsp)
	vmovdqa	%ymm0, 224(%rsp)
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, 312(%rsp)
	je	.LBB90
	jmp	.LBB92
.LBB91:
	movq	48(%rsp), %rdx
	cmpq	%rdx, %r15
	ja	.LBB93
.LBB79:
	cmpq	%rdx, %r15
	je	.LBB94
	leaq	(%rdx,%rdx,2), %rcx
	shlq	$4, %rcx
	movq	40(%rsp), %rax
	addq	%rax, %rcx
	movq	%rcx, 48(%rsp)
	leaq	(%r15,%r15,2), %r14
	shlq	$4, %r14
	addq	%rax, %r14
	movq	%r15, %rax
	orq	$1, %rax
	movabsq	$-9223372036854775808, %rcx
	leaq	1(%rcx), %r13
	leaq	704(%rsp), %r12
	movq	%r13, 56(%rsp)
.LBB95:
	movq	%rax, %rbx
	movq	%r15, %rax
	shlq	$5, %rax
	movq	80(%rsp), %rcx
	leaq	(%rcx,%rax), %rdx
	vmovups	(%r14), %xmm0
	vmovups	%xmm0, (%rcx,%rax)
	vmovq	40(%r14), %xmm0
	vpslldq	$8, %xmm0, %xmm0
	vmovdqu	%xmm0, 16(%rcx,%rax)
	movq	%r13, 536(%rsp)
	movq	%rdx, 96(%rsp)
	movq	%rdx, 704(%rsp)
	vmovdqa	.LCPI30(%rip), %ymm0
	vmovdqu	%ymm0, 712(%rsp)
	leaq	448(%rsp), %rax
	movq	%rax, 752(%rsp)
	movq	$0, 744(%rsp)
	movb	$0, 760(%rsp)
	leaq	16(%r14), %rdi
	movl	$128, %edx
	movq	%r12, %rsi
	movl	$4, %ecx
	vzeroupper
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$4, %edx
	testb	%al, %al
	movq	%rbx, 88(%rsp)
	je	.LBB96
	leaq	20(%r14), %rdi
	movl	$132, %edx
	movq	%r12, %rsi
	movl	$6, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$5, %edx
	testb	%al, %al
	je	.LBB96
	leaq	24(%r14), %rdi
	movl	$138, %edx
	movq	%r12, %rsi
	movl	$12, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$6, %edx
	testb	%al, %al
	je	.LBB96
	leaq	28(%r14), %rdi
	movl	$150, %edx
	movq	%r12, %rsi
	movl	$10, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$7, %edx
	testb	%al, %al
	je	.LBB96
	leaq	32(%r14), %rdi
	movl	$160, %edx
	movq	%r12, %rsi
	movl	$7, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$8, %edx
	testb	%al, %al
	je	.LBB96
	leaq	34(%r14), %rdi
	movl	$167, %edx
	movq	%r12, %rsi
	movl	$9, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$9, %edx
	testb	%al, %al
	je	.LBB96
	leaq	36(%r14), %rdi
	movl	$176, %edx
	movq	%r12, %rsi
	movl	$3, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$10, %edx
	testb	%al, %al
	je	.LBB96
	leaq	37(%r14), %rdi
	movl	$179, %edx
	movq	%r12, %rsi
	movl	$1, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$11, %edx
	testb	%al, %al
	je	.LBB96
	movq	720(%rsp), %rdi
	cmpq	$-1, %rdi
	je	.LBB97
	movq	712(%rsp), %rdx
	cmpq	$8, %rdx
	movl	$8, %eax
	cmovbq	%rdx, %rax
	movq	%rdi, %rsi
	addq	%rax, %rsi
	jb	.LBB98
	cmpq	%rdx, %rsi
	ja	.LBB98
	movq	704(%rsp), %rbx
	movq	$0, 832(%rsp)
	addq	%rdi, %rbx
	leaq	832(%rsp), %rdi
	movq	%rbx, %rsi
	movq	%rax, %rdx
	movq	%rax, 40(%rsp)
	callq	*memcpy@GOTPCREL(%rip)
	movq	728(%rsp), %rax
	orq	832(%rsp), %rax
	movq	%rax, 1792(%rsp)
	movq	%rbx, %rdi
	leaq	1792(%rsp), %rsi
	movq	40(%rsp), %rdx
	callq	*memcpy@GOTPCREL(%rip)
.LBB97:
	movq	%r12, %rbx
	movq	736(%rsp), %rax
	orq	744(%rsp), %rax
	setne	%r12b
	movq	536(%rsp), %rcx
	cmpq	%r13, %rcx
	je	.LBB99
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %rcx
	je	.LBB99
	movq	%rcx, 120(%rsp)
	movq	544(%rsp), %rax
	movq	%rax, 64(%rsp)
	movq	552(%rsp), %rcx
	testq	%rcx, %rcx
	je	.LBB100
	movq	64(%rsp), %rax
	leaq	8(%rax), %r13
	jmp	.LBB101
.LBB96:
	movq	536(%rsp), %rax
	movq	%r13, 536(%rsp)
	cmpq	%r13, %rax
	je	.LBB102
	movq	%r12, %rbx
	vmovups	448(%rsp), %ymm0
	vmovdqu	480(%rsp), %ymm1
	vmovdqu	504(%rsp), %ymm2
	vmovdqu	%ymm2, 1848(%rsp)
	vmovdqa	%ymm1, 1824(%rsp)
	vmovaps	%ymm0, 1792(%rsp)
	movq	%rax, 1880(%rsp)
	leaq	544(%rsp), %rax
	vmovdqa	(%rax), %xmm0
	leaq	1888(%rsp), %rax
	vmovdqa	%xmm0, (%rax)
	leaq	832(%rsp), %rdi
	leaq	.Lanon23(%rip), %rsi
	leaq	1792(%rsp), %rcx
	vzeroupper
	callq	*_ZN12ptx_abi_core7derived53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$5faultE@GOTPCREL(%rip)
	movzbl	832(%rsp), %r12d
	leaq	833(%rsp), %rax
	vmovups	(%rax), %ymm0
	vmovdqu	32(%rax), %ymm1
	vmovdqu	55(%rax), %ymm2
	vmovaps	%ymm0, 576(%rsp)
	vmovdqa	%ymm1, 608(%rsp)
	vmovdqu	%ymm2, 631(%rsp)
	movq	920(%rsp), %r13
	vmovdqa	95(%rax), %xmm0
	vmovdqa	%xmm0, 1568(%rsp)
	leaq	448(%rsp), %rdi
	vzeroupper
	callq	_ZN4core3ptr84drop_in_place$LT$core..option..Option$LT$ptx_abi_core..derived..table..Fault$GT$$GT$E
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %r13
	jne	.LBB103
.LBB99:
	cmpb	$1, %r12b
	je	.LBB104
.LBB105:
	addq	$48, %r14
	movq	88(%rsp), %r15
	leaq	1(%r15), %rax
	cmpq	48(%rsp), %r14
	movq	56(%rsp), %r13
	movq	%rbx, %r12
	jne	.LBB95
	jmp	.LBB94
.LBB106:
	addq	$24, %r13
	decq	%rcx
	je	.LBB100
.LBB101:
	movq	-8(%r13), %rsi
	testq	%rsi, %rsi
	je	.LBB106
	movq	(%r13), %rdi
	movl	$1, %edx
	movq	%rcx, 40(%rsp)
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	movq	40(%rsp), %rcx
	jmp	.LBB106
.LBB100:
	movq	120(%rsp), %rax
	testq	%rax, %rax
	je	.LBB99
	shlq	$3, %rax
	leaq	(%rax,%rax,2), %rsi
	movl	$8, %edx
	movq	64(%rsp), %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	jmp	.LBB99
.LBB104:
	vmovups	.Lanon23+56(%rip), %ymm0
	vmovups	%ymm0, 888(%rsp)
	vmovups	.Lanon23+32(%rip), %ymm0
	vmovaps	%ymm0, 864(%rsp)
	vmovdqu	.Lanon23(%rip), %ymm0
	vmovdqa	%ymm0, 832(%rsp)
	movl	$32, %r8d
	leaq	1792(%rsp), %rdi
	leaq	832(%rsp), %rsi
	movq	%r14, %rdx
	movq	96(%rsp), %rcx
	vzeroupper
	callq	*_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$15bit_field_faultE@GOTPCREL(%rip)
	movzbl	1792(%rsp), %r12d
	leaq	1888(%rsp), %rax
	vmovups	-95(%rax), %ymm0
	vmovdqu	-63(%rax), %ymm1
	vmovdqu	-40(%rax), %ymm2
	vmovaps	%ymm0, 128(%rsp)
	vmovdqa	%ymm1, 160(%rsp)
	vmovdqu	%ymm2, 183(%rsp)
	movq	1880(%rsp), %r13
	vmovdqa	(%rax), %xmm0
	vmovdqa	%xmm0, 384(%rsp)
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %r13
	je	.LBB105
	jmp	.LBB107
.LBB103:
	vmovups	631(%rsp), %ymm0
	vmovups	%ymm0, 183(%rsp)
	vmovaps	576(%rsp), %ymm0
	vmovdqa	608(%rsp), %ymm1
	vmovdqa	%ymm1, 160(%rsp)
	vmovaps	%ymm0, 128(%rsp)
	vmovdqa	1568(%rsp), %xmm0
	vmovdqa	%xmm0, 384(%rsp)
.LBB107:
	movb	%r12b, 832(%rsp)
	vmovaps	128(%rsp), %ymm0
	vmovdqa	160(%rsp), %ymm1
	vmovups	%ymm0, 833(%rsp)
	vmovdqu	%ymm1, 865(%rsp)
	vmovups	183(%rsp), %ymm0
	vmovups	%ymm0, 888(%rsp)
	movq	%r13, 920(%rsp)
	vmovdqa	384(%rsp), %xmm0
	vmovdqa	%xmm0, 928(%rsp)
	leaq	.Lanon43(%rip), %rdx
	leaq	1792(%rsp), %rdi
	leaq	832(%rsp), %rsi
	movl	$4, %ecx
	movq	%r15, %r8
	vzeroupper
	callq	*_ZN12ptx_abi_core5error5Error14within_elementE@GOTPCREL(%rip)
	vmovups	1792(%rsp), %ymm0
	vmovups	1824(%rsp), %ymm1
	vmovups	1848(%rsp), %ymm2
	vmovups	%ymm2, 1720(%rsp)
	vmovaps	%ymm1, 1696(%rsp)
	vmovaps	%ymm0, 1664(%rsp)
	movq	1880(%rsp), %rax
	movq	%rax, 72(%rsp)
	vmovaps	1888(%rsp), %xmm0
	vmovaps	%xmm0, 672(%rsp)
.LBB94:
	leaq	224(%rsp), %rdi
	vzeroupper
	callq	_ZN4core3ptr86drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$ptx_abi_core..error..Error$GT$$GT$E
	vmovups	1720(%rsp), %ymm0
	vmovups	%ymm0, 280(%rsp)
	vmovaps	1664(%rsp), %ymm0
	vmovdqa	1696(%rsp), %ymm1
	vmovdqa	%ymm1, 256(%rsp)
	vmovaps	%ymm0, 224(%rsp)
	movq	72(%rsp), %rax
	movq	%rax, 312(%rsp)
	vmovdqa	672(%rsp), %xmm0
	vmovdqa	%xmm0, 320(%rsp)
.LBB92:
	sfence
	movq	304(%rsp), %rax
	movq	104(%rsp), %rcx
	movq	%rax, 80(%rcx)
	movq	312(%rsp), %rax
	movq	%rax, 88(%rcx)
	vmovups	320(%rsp), %xmm0
	vmovups	%xmm0, 96(%rcx)
	vmovdqa	224(%rsp), %ymm0
	vmovdqa	256(%rsp), %ymm1
	vmovdqu	288(%rsp), %xmm2
	vmovdqu	%xmm2, 64(%rcx)
	movq	304(%rsp), %rax
	movq	%rax, 80(%rcx)
	movq	312(%rsp), %rax
	movq	%rax, 88(%rcx)
	vmovdqu	%ymm1, 32(%rcx)
	vmovdqu	%ymm0, (%rcx)
	jmp	.LBB64
.LBB5:
	movq	%rdi, %rax
.LBB44:
	sfence
	vmovups	184(%rsp), %ymm0
	movq	104(%rsp), %rcx
	vmovups	%ymm0, 56(%rcx)
	vmovdqa	128(%rsp), %ymm0
	vmovdqa	160(%rsp), %ymm1
	vmovdqu	%ymm1, 32(%rcx)
	vmovdqu	%ymm0, (%rcx)
	movq	%rax, 88(%rcx)
	movq	376(%rsp), %rax
	movq	%rax, 96(%rcx)
	movq	368(%rsp), %rax
	movq	%rax, 104(%rcx)
.LBB64:
	leaq	-40(%rbp), %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.LBB10:
	leaq	.Lanon108(%rip), %rcx
	movq	%r13, %rdi
	movq	%rsi, %rdx
	vzeroupper
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
.LBB25:
	addq	$-4, %rbx
	leaq	.Lanon109(%rip), %rcx
	movq	%rbx, %rdi
	movq	%rsi, %rdx
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
.LBB61:
	leaq	.Lanon109(%rip), %rcx
	movq	%rbx, %rdi
	movq	%rdx, %rsi
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
.LBB60:
	vmovups	1792(%rsp), %ymm0
	vmovups	1824(%rsp), %ymm1
	vmovups	1856(%rsp), %ymm2
	vmovups	1872(%rsp), %ymm3
	movq	104(%rsp), %rax
	vmovups	%ymm3, 80(%rax)
	vmovups	%ymm2, 64(%rax)
	vmovups	%ymm1, 32(%rax)
	vmovups	%ymm0, (%rax)
	jmp	.LBB64
.LBB93:
	leaq	.Lanon110(%rip), %rcx
	movq	%r15, %rdi
	movq	%rdx, %rsi
	vzeroupper
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
	jmp	.LBB111
.LBB33:
	leaq	.Lanon112(%rip), %rcx
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
	jmp	.LBB111
.LBB68:
	leaq	.Lanon112(%rip), %rcx
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
	jmp	.LBB111
.LBB37:
	leaq	.Lanon113(%rip), %rdi
	leaq	.Lanon114(%rip), %rdx
	movl	$31, %esi
	callq	*_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed@GOTPCREL(%rip)
	jmp	.LBB111
.LBB14:
	leaq	.Lanon115(%rip), %rdx
	movl	$16, %esi
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check@GOTPCREL(%rip)
.LBB72:
	leaq	.Lanon113(%rip), %rdi
	leaq	.Lanon114(%rip), %rdx
	movl	$31, %esi
	callq	*_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed@GOTPCREL(%rip)
	jmp	.LBB111
.LBB98:
	leaq	.Lanon112(%rip), %rcx
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
	jmp	.LBB111
.LBB102:
	leaq	.Lanon113(%rip), %rdi
	leaq	.Lanon114(%rip), %rdx
	movl	$31, %esi
	callq	*_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed@GOTPCREL(%rip)
	jmp	.LBB111
.LBB83:
	leaq	.Lanon115(%rip), %rdx
	movl	$16, %esi
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check@GOTPCREL(%rip)
.LBB111:
	ud2
.LBB116:
	jmp	.LBB117
.LBB118:
	jmp	.LBB117
.LBB119:
	jmp	.LBB120
.LBB121:
	jmp	.LBB120
.LBB122:
.LBB120:
	movq	%rax, %rbx
	leaq	448(%rsp), %rdi
	callq	_ZN4core3ptr84drop_in_place$LT$core..option..Option$LT$ptx_abi_core..derived..table..Fault$GT$$GT$E
	leaq	224(%rsp), %rdi
	callq	_ZN4core3ptr86drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$ptx_abi_core..error..Error$GT$$GT$E
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT
.LBB123:
	jmp	.LBB124
.LBB125:
	jmp	.LBB126
.LBB127:
	jmp	.LBB124
.LBB128:
	jmp	.LBB126
.LBB129:
.LBB124:
	movq	%rax, %rbx
	leaq	448(%rsp), %rdi
	callq	_ZN4core3ptr84drop_in_place$LT$core..option..Option$LT$ptx_abi_core..derived..table..Fault$GT$$GT$E
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT
.LBB130:
	jmp	.LBB117
.LBB131:
.LBB126:
	movq	%rax, %rbx
	leaq	224(%rsp), %rdi
	callq	_ZN4core3ptr84drop_in_place$LT$core..option..Option$LT$ptx_abi_core..derived..table..Fault$GT$$GT$E
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT
.LBB132:
.LBB117:
	movq	%rax, %rbx
	leaq	224(%rsp), %rdi
	callq	_ZN4core3ptr86drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$ptx_abi_core..error..Error$GT$$GT$E
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT

_ZN12ptx_abi_core7derived4simd17write_block_sse41E:
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	andq	$-64, %rsp
	subq	$4032, %rsp
	movq	$0, (%rsp)
	subq	$1856, %rsp
	movq	%rsi, 56(%rsp)
	movq	%rdi, 120(%rsp)
	movq	%rdx, %rsi
	shlq	$5, %rsi
	movq	%rcx, 96(%rsp)
	testb	$15, %cl
	je	.LBB0
.LBB1:
	movq	_ZN12ptx_abi_core7derived4simd16STREAM_BYTES_NOWE@GOTPCREL(%rip), %rax
	movq	(%rax), %rax
	movq	%rax, 104(%rsp)
	cmpq	$4, %rdx
	jae	.LBB2
	xorl	%ebx, %ebx
	jmp	.LBB3
.LBB0:
	movq	_ZN12ptx_abi_core7derived4simd16STREAM_BYTES_NOWE@GOTPCREL(%rip), %rax
	movq	(%rax), %rcx
	cmpq	%rcx, %rsi
	jae	.LBB4
	movq	%rdx, %rsi
	shlq	$5, %rsi
	movq	(%rax), %rax
	cmpq	%rax, %rsi
	jb	.LBB1
	movabsq	$-9223372036854775808, %rdi
	testq	%rdx, %rdx
	je	.LBB5
	xorl	%ecx, %ecx
	movq	%rdx, 64(%rsp)
.LBB6:
	leaq	128(%rcx), %rax
	cmpq	%rdx, %rax
	movq	%rax, 328(%rsp)
	cmovbq	%rax, %rdx
	movq	%rdx, 88(%rsp)
	movq	%rdx, %rsi
	subq	%rcx, %rsi
	movq	%rcx, 80(%rsp)
	movq	%rcx, %rax
	shlq	$4, %rax
	leaq	(%rax,%rax,2), %r8
	movq	56(%rsp), %rax
	leaq	(%rax,%r8), %r13
	cmpq	$4, %rsi
	movq	%rsi, 104(%rsp)
	jae	.LBB7
	xorl	%r12d, %r12d
	jmp	.LBB8
.LBB7:
	movq	%r8, 112(%rsp)
	movl	$4, %ebx
	movq	%r13, 72(%rsp)
	movq	%r13, %r14
	leaq	1728(%rsp), %r15
.LBB9:
	leaq	-4(%rbx), %r13
	cmpq	%rsi, %r13
	ja	.LBB10
	prefetchnta	8192(%r14)
	prefetchnta	8256(%r14)
	prefetchnta	8320(%r14)
	leaq	1616(%rsp), %rax
	pxor	%xmm0, %xmm0
	movdqa	%xmm0, -48(%rax)
	movdqa	%xmm0, -64(%rax)
	movdqa	%xmm0, -80(%rax)
	movdqa	%xmm0, -96(%rax)
	movq	%r14, 1680(%rsp)
	movq	%r15, 1688(%rsp)
	movq	$48, 1696(%rsp)
	movq	$32, 1704(%rsp)
	movdqa	%xmm0, 1584(%rsp)
	movdqa	%xmm0, 16(%rax)
	movdqa	%xmm0, (%rax)
	movq	$-1, 1648(%rsp)
	movq	$0, 1656(%rsp)
	movb	$0, 1664(%rsp)
	movq	$4, 1712(%rsp)
	movdqa	%xmm0, 1600(%rsp)
	movb	$1, 1720(%rsp)
	movl	$512, %edx
	leaq	1008(%rsp), %r12
	movq	%r12, %rdi
	xorl	%esi, %esi
	callq	*memset@GOTPCREL(%rip)
	leaq	.Lanon11+272(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+336(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+400(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+464(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+528(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+592(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+656(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+720(%rip), %rdi
	movq	%r12, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	movq	1648(%rsp), %rax
	cmpq	$-1, %rax
	je	.LBB12
	cmpb	$0, 1720(%rsp)
	je	.LBB13
	movq	%rax, %rdi
	shrq	$3, %rdi
	cmpq	$127, %rax
	ja	.LBB14
	shlq	$5, %rdi
	movdqa	1616(%rsp), %xmm0
	movdqa	1632(%rsp), %xmm1
	punpckldq	%xmm1, %xmm0
	por	1008(%rsp,%rdi), %xmm0
	movdqa	%xmm0, 1008(%rsp,%rdi)
	movdqa	1616(%rsp), %xmm0
	punpckhdq	%xmm1, %xmm0
	por	1024(%rsp,%rdi), %xmm0
	movdqa	%xmm0, 1024(%rsp,%rdi)
	jmp	.LBB12
.LBB13:
	movq	1688(%rsp), %rdx
	movq	1704(%rsp), %rcx
	cmpq	$8, 1656(%rsp)
	jne	.LBB15
	movdqa	1616(%rsp), %xmm0
	movdqa	1632(%rsp), %xmm2
	movdqa	%xmm0, %xmm1
	punpckldq	%xmm2, %xmm1
	punpckhdq	%xmm2, %xmm0
	cmpb	$0, 1664(%rsp)
	je	.LBB16
	leaq	(%rdx,%rax), %r8
	movq	(%rdx,%rax), %xmm2
	movq	(%rcx,%r8), %xmm3
	punpcklqdq	%xmm3, %xmm2
	por	%xmm2, %xmm1
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
	movq	(%r8,%rdi), %xmm2
	movq	(%r8,%rcx,2), %xmm3
	punpcklqdq	%xmm2, %xmm3
	por	%xmm3, %xmm0
	jmp	.LBB17
.LBB15:
	movdqa	1616(%rsp), %xmm0
	cmpb	$0, 1664(%rsp)
	je	.LBB18
	leaq	(%rdx,%rax), %r8
	movd	(%rdx,%rax), %xmm1
	pinsrd	$1, (%rcx,%r8), %xmm1
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
	movd	(%r8,%rcx,2), %xmm2
	pinsrd	$1, (%r8,%rdi), %xmm2
	punpcklqdq	%xmm2, %xmm1
	por	%xmm1, %xmm0
	jmp	.LBB19
.LBB16:
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
.LBB17:
	leaq	(%rdx,%rax), %r8
	movq	%xmm1, (%rdx,%rax)
	pextrq	$1, %xmm1, (%rcx,%r8)
	movq	%xmm0, (%rsi,%r8)
	pextrq	$1, %xmm0, (%rdi,%r8)
	jmp	.LBB12
.LBB18:
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
.LBB19:
	leaq	(%rdx,%rax), %r8
	movd	%xmm0, (%rdx,%rax)
	pextrd	$1, %xmm0, (%rcx,%r8)
	pextrd	$2, %xmm0, (%rsi,%r8)
	pextrd	$3, %xmm0, (%rdi,%r8)
.LBB12:
	movsd	(%r14), %xmm0
	orps	1008(%rsp), %xmm0
	movsd	8(%r14), %xmm1
	orps	1040(%rsp), %xmm1
	movlhps	%xmm1, %xmm0
	movaps	%xmm0, (%r15)
	movaps	1072(%rsp), %xmm0
	movsd	40(%r14), %xmm1
	orps	1104(%rsp), %xmm1
	movlhps	%xmm1, %xmm0
	movaps	%xmm0, 16(%r15)
	movaps	1008(%rsp), %xmm0
	unpckhpd	1040(%rsp), %xmm0
	movups	48(%r14), %xmm1
	orps	%xmm1, %xmm0
	pshufd	$238, 1104(%rsp), %xmm1
	movq	88(%r14), %xmm2
	por	%xmm1, %xmm2
	palignr	$8, 1072(%rsp), %xmm2
	movaps	%xmm0, 32(%r15)
	movsd	96(%r14), %xmm0
	orps	1024(%rsp), %xmm0
	movdqa	%xmm2, 48(%r15)
	movsd	104(%r14), %xmm1
	orps	1056(%rsp), %xmm1
	movlhps	%xmm1, %xmm0
	movaps	%xmm0, 64(%r15)
	movaps	1088(%rsp), %xmm0
	movsd	136(%r14), %xmm1
	orps	1120(%rsp), %xmm1
	movlhps	%xmm1, %xmm0
	movaps	%xmm0, 80(%r15)
	movaps	1024(%rsp), %xmm0
	movups	144(%r14), %xmm1
	unpckhpd	1056(%rsp), %xmm0
	orps	%xmm1, %xmm0
	movaps	%xmm0, 96(%r15)
	pshufd	$238, 1120(%rsp), %xmm0
	movq	184(%r14), %xmm1
	por	%xmm0, %xmm1
	palignr	$8, 1088(%rsp), %xmm1
	movdqa	%xmm1, 112(%r15)
	movdqa	1584(%rsp), %xmm0
	ptest	%xmm0, %xmm0
	movq	104(%rsp), %rsi
	jne	.LBB20
.LBB21:
	addq	$4, %rbx
	subq	$-128, %r15
	addq	$192, %r14
	cmpq	%rsi, %rbx
	jbe	.LBB9
	jmp	.LBB22
.LBB20:
	movq	%rsi, %r12
	movq	%r13, (%rsp)
	movl	$4, %ecx
	leaq	1008(%rsp), %rdi
	leaq	.Lanon23(%rip), %rsi
	movq	%r14, %rdx
	leaq	1728(%rsp), %r8
	movq	80(%rsp), %r9
	callq	*_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$16write_one_by_oneE@GOTPCREL(%rip)
	movq	1096(%rsp), %rax
	movabsq	$-9223372036854775808, %rdi
	cmpq	%rdi, %rax
	jne	.LBB24
	movq	%r12, %rsi
	jmp	.LBB21
.LBB22:
	leaq	-4(%rbx), %r12
	cmpq	%rsi, %r12
	movabsq	$-9223372036854775808, %rdi
	movq	72(%rsp), %r13
	movq	112(%rsp), %r8
	ja	.LBB25
.LBB8:
	movq	%r12, %rax
	shlq	$4, %rax
	leaq	(%rax,%rax,2), %rax
	movq	88(%rsp), %rcx
	shlq	$4, %rcx
	leaq	(%rcx,%rcx,2), %rcx
	addq	%rax, %r8
	movq	%rcx, 72(%rsp)
	cmpq	%rcx, %r8
	jne	.LBB26
.LBB27:
	movaps	224(%rsp), %xmm0
	movdqa	240(%rsp), %xmm1
	movdqa	256(%rsp), %xmm2
	movdqa	272(%rsp), %xmm3
	movaps	%xmm0, 128(%rsp)
	movdqa	%xmm1, 144(%rsp)
	movdqa	%xmm2, 160(%rsp)
	movdqa	%xmm3, 176(%rsp)
	movdqa	288(%rsp), %xmm0
	movdqa	%xmm0, 192(%rsp)
	movq	304(%rsp), %rax
	movq	%rax, 208(%rsp)
	movq	64(%rsp), %rdx
	movq	80(%rsp), %rbx
	jmp	.LBB28
.LBB26:
	movq	72(%rsp), %rcx
	addq	56(%rsp), %rcx
	movq	%rcx, 72(%rsp)
	addq	%rax, %r13
	movq	%r12, %rax
	orq	$1, %rax
.LBB29:
	movq	%rax, %rbx
	movq	%r12, 112(%rsp)
	shlq	$5, %r12
	leaq	(%rsp,%r12), %r14
	addq	$1728, %r14
	movups	(%r13), %xmm0
	movaps	%xmm0, 1728(%rsp,%r12)
	movq	40(%r13), %xmm0
	pslldq	$8, %xmm0
	movdqa	%xmm0, 1744(%rsp,%r12)
	leaq	1(%rdi), %r15
	movq	%r15, 424(%rsp)
	movq	%r14, 560(%rsp)
	movq	$32, 568(%rsp)
	movq	$-1, 576(%rsp)
	pxor	%xmm0, %xmm0
	movdqu	%xmm0, 584(%rsp)
	leaq	336(%rsp), %rax
	movq	%rax, 608(%rsp)
	movq	$0, 600(%rsp)
	movb	$0, 616(%rsp)
	leaq	16(%r13), %rdi
	movl	$128, %edx
	leaq	560(%rsp), %rsi
	movl	$4, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$4, %edx
	testb	%al, %al
	je	.LBB30
	leaq	20(%r13), %rdi
	movl	$132, %edx
	leaq	560(%rsp), %rsi
	movl	$6, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$5, %edx
	testb	%al, %al
	je	.LBB30
	leaq	24(%r13), %rdi
	movl	$138, %edx
	leaq	560(%rsp), %rsi
	movl	$12, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$6, %edx
	testb	%al, %al
	je	.LBB30
	leaq	28(%r13), %rdi
	movl	$150, %edx
	leaq	560(%rsp), %rsi
	movl	$10, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$7, %edx
	testb	%al, %al
	je	.LBB30
	leaq	32(%r13), %rdi
	movl	$160, %edx
	leaq	560(%rsp), %rsi
	movl	$7, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$8, %edx
	testb	%al, %al
	je	.LBB30
	leaq	34(%r13), %rdi
	movl	$167, %edx
	leaq	560(%rsp), %rsi
	movl	$9, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$9, %edx
	testb	%al, %al
	je	.LBB30
	leaq	36(%r13), %rdi
	movl	$176, %edx
	leaq	560(%rsp), %rsi
	movl	$3, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$10, %edx
	testb	%al, %al
	je	.LBB30
	leaq	37(%r13), %rdi
	movl	$179, %edx
	leaq	560(%rsp), %rsi
	movl	$1, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$11, %edx
	testb	%al, %al
	je	.LBB30
	movq	%rbx, %r12
	movq	%r13, %rbx
	movq	576(%rsp), %rdi
	cmpq	$-1, %rdi
	je	.LBB31
	movq	568(%rsp), %rdx
	cmpq	$8, %rdx
	movl	$8, %eax
	cmovbq	%rdx, %rax
	movq	%rdi, %rsi
	addq	%rax, %rsi
	jb	.LBB32
	cmpq	%rdx, %rsi
	ja	.LBB32
	movq	560(%rsp), %r13
	movq	$0, 448(%rsp)
	addq	%rdi, %r13
	leaq	448(%rsp), %rdi
	movq	%r13, %rsi
	movq	%rax, %rdx
	movq	%rax, 320(%rsp)
	callq	*memcpy@GOTPCREL(%rip)
	movq	584(%rsp), %rax
	orq	448(%rsp), %rax
	movq	%rax, 1008(%rsp)
	movq	%r13, %rdi
	leaq	1008(%rsp), %rsi
	movq	320(%rsp), %rdx
	callq	*memcpy@GOTPCREL(%rip)
.LBB31:
	movq	592(%rsp), %rax
	orq	600(%rsp), %rax
	setne	%r13b
	movq	424(%rsp), %rcx
	cmpq	%r15, %rcx
	je	.LBB33
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %rcx
	je	.LBB33
	movq	%rcx, 984(%rsp)
	movq	432(%rsp), %rax
	movq	%rax, 632(%rsp)
	movq	440(%rsp), %rcx
	testq	%rcx, %rcx
	je	.LBB34
	movq	632(%rsp), %rax
	leaq	8(%rax), %r15
	jmp	.LBB35
.LBB30:
	movq	424(%rsp), %rax
	movq	%r15, 424(%rsp)
	cmpq	%r15, %rax
	je	.LBB36
	movq	%rbx, %r12
	movq	%r13, %rbx
	movq	416(%rsp), %rcx
	movq	%rcx, 1088(%rsp)
	movaps	400(%rsp), %xmm0
	movaps	%xmm0, 1072(%rsp)
	movaps	336(%rsp), %xmm0
	movdqa	352(%rsp), %xmm1
	movdqa	368(%rsp), %xmm2
	movdqa	384(%rsp), %xmm3
	movdqa	%xmm3, 1056(%rsp)
	movdqa	%xmm2, 1040(%rsp)
	movdqa	%xmm1, 1024(%rsp)
	movaps	%xmm0, 1008(%rsp)
	movq	%rax, 1096(%rsp)
	leaq	432(%rsp), %rax
	movdqa	(%rax), %xmm0
	leaq	1616(%rsp), %rax
	movdqa	%xmm0, -512(%rax)
	leaq	448(%rsp), %rdi
	leaq	.Lanon23(%rip), %rsi
	leaq	1008(%rsp), %rcx
	callq	*_ZN12ptx_abi_core7derived53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$5faultE@GOTPCREL(%rip)
	movzbl	448(%rsp), %r13d
	leaq	449(%rsp), %rcx
	movups	(%rcx), %xmm0
	movdqu	16(%rcx), %xmm1
	movdqu	32(%rcx), %xmm2
	movdqu	48(%rcx), %xmm3
	movaps	%xmm0, 656(%rsp)
	movdqa	%xmm1, 672(%rsp)
	movdqa	%xmm2, 688(%rsp)
	movdqa	%xmm3, 704(%rsp)
	movups	64(%rcx), %xmm0
	movaps	%xmm0, 720(%rsp)
	movq	79(%rcx), %rax
	movq	%rax, 735(%rsp)
	movq	536(%rsp), %r15
	movdqa	95(%rcx), %xmm0
	movdqa	%xmm0, 960(%rsp)
	leaq	336(%rsp), %rdi
	callq	_ZN4core3ptr84drop_in_place$LT$core..option..Option$LT$ptx_abi_core..derived..table..Fault$GT$$GT$E
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %r15
	jne	.LBB37
.LBB33:
	cmpb	$1, %r13b
	je	.LBB38
.LBB39:
	movq	%rbx, %r13
	addq	$48, %r13
	leaq	1(%r12), %rax
	cmpq	72(%rsp), %r13
	movabsq	$-9223372036854775808, %rdi
	jne	.LBB29
	jmp	.LBB27
.LBB40:
	addq	$24, %r15
	decq	%rcx
	je	.LBB34
.LBB35:
	movq	-8(%r15), %rsi
	testq	%rsi, %rsi
	je	.LBB40
	movq	(%r15), %rdi
	movl	$1, %edx
	movq	%rcx, 320(%rsp)
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	movq	320(%rsp), %rcx
	jmp	.LBB40
.LBB34:
	movq	984(%rsp), %rax
	testq	%rax, %rax
	je	.LBB33
	shlq	$3, %rax
	leaq	(%rax,%rax,2), %rsi
	movl	$8, %edx
	movq	632(%rsp), %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	jmp	.LBB33
.LBB38:
	movq	.Lanon23+80(%rip), %rax
	movq	%rax, 528(%rsp)
	movups	.Lanon23+64(%rip), %xmm0
	movaps	%xmm0, 512(%rsp)
	movups	.Lanon23+48(%rip), %xmm0
	movaps	%xmm0, 496(%rsp)
	movups	.Lanon23+32(%rip), %xmm0
	movaps	%xmm0, 480(%rsp)
	movups	.Lanon23+16(%rip), %xmm0
	movaps	%xmm0, 464(%rsp)
	movups	.Lanon23(%rip), %xmm0
	movaps	%xmm0, 448(%rsp)
	movl	$32, %r8d
	leaq	1008(%rsp), %rdi
	leaq	448(%rsp), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rcx
	callq	*_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$15bit_field_faultE@GOTPCREL(%rip)
	movzbl	1008(%rsp), %r13d
	leaq	1616(%rsp), %rcx
	movups	-607(%rcx), %xmm0
	movdqu	-591(%rcx), %xmm1
	movdqu	-575(%rcx), %xmm2
	movdqu	-559(%rcx), %xmm3
	movaps	%xmm0, 752(%rsp)
	movdqa	%xmm1, 768(%rsp)
	movdqa	%xmm2, 784(%rsp)
	movdqa	%xmm3, 800(%rsp)
	movups	-543(%rcx), %xmm0
	movaps	%xmm0, 816(%rsp)
	movq	-528(%rcx), %rax
	movq	%rax, 831(%rsp)
	movq	1096(%rsp), %r15
	movdqa	-512(%rcx), %xmm0
	movdqa	%xmm0, 992(%rsp)
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %r15
	je	.LBB39
	jmp	.LBB41
.LBB37:
	movq	735(%rsp), %rax
	movq	%rax, 831(%rsp)
	movaps	720(%rsp), %xmm0
	movaps	%xmm0, 816(%rsp)
	movaps	656(%rsp), %xmm0
	movdqa	672(%rsp), %xmm1
	movdqa	688(%rsp), %xmm2
	movdqa	704(%rsp), %xmm3
	movdqa	%xmm3, 800(%rsp)
	movdqa	%xmm2, 784(%rsp)
	movdqa	%xmm1, 768(%rsp)
	movaps	%xmm0, 752(%rsp)
	movdqa	960(%rsp), %xmm0
	movdqa	%xmm0, 992(%rsp)
.LBB41:
	movb	%r13b, 848(%rsp)
	movq	831(%rsp), %rax
	leaq	849(%rsp), %rcx
	movq	%rax, 79(%rcx)
	movaps	816(%rsp), %xmm0
	movups	%xmm0, 64(%rcx)
	movaps	752(%rsp), %xmm0
	movaps	768(%rsp), %xmm1
	movaps	784(%rsp), %xmm2
	movaps	800(%rsp), %xmm3
	movups	%xmm3, 48(%rcx)
	movups	%xmm2, 32(%rcx)
	movups	%xmm1, 16(%rcx)
	movups	%xmm0, (%rcx)
	movq	%r15, 936(%rsp)
	movaps	992(%rsp), %xmm0
	movaps	%xmm0, 95(%rcx)
	movq	80(%rsp), %rbx
	movq	112(%rsp), %r8
	addq	%rbx, %r8
	movl	$4, %ecx
	leaq	1008(%rsp), %rdi
	leaq	848(%rsp), %rsi
	leaq	.Lanon42(%rip), %rdx
	callq	*_ZN12ptx_abi_core5error5Error14within_elementE@GOTPCREL(%rip)
	movq	1088(%rsp), %rax
	movq	%rax, 304(%rsp)
	movdqa	1072(%rsp), %xmm0
	movdqa	%xmm0, 288(%rsp)
	movdqa	1008(%rsp), %xmm1
	movdqa	1024(%rsp), %xmm2
	movdqa	1040(%rsp), %xmm3
	movaps	1056(%rsp), %xmm4
	movaps	%xmm4, 272(%rsp)
	movdqa	%xmm3, 256(%rsp)
	movdqa	%xmm2, 240(%rsp)
	movdqa	%xmm1, 224(%rsp)
	movq	1096(%rsp), %rax
	movq	1104(%rsp), %rcx
	movq	%rcx, 648(%rsp)
	movq	1112(%rsp), %rcx
	movq	%rcx, 640(%rsp)
	movdqa	%xmm0, 192(%rsp)
	movaps	%xmm4, 176(%rsp)
	movdqa	%xmm3, 160(%rsp)
	movdqa	%xmm2, 144(%rsp)
	movdqa	%xmm1, 128(%rsp)
	movq	304(%rsp), %rcx
	movq	%rcx, 208(%rsp)
	movabsq	$-9223372036854775808, %rdi
	cmpq	%rdi, %rax
	movq	64(%rsp), %rdx
	jne	.LBB43
.LBB28:
	movb	$1, %cl
	cmpq	%rbx, %rdx
	je	.LBB44
	shlq	$5, %rbx
	addq	96(%rsp), %rbx
	movq	104(%rsp), %r8
	shlq	$5, %r8
	xorl	%eax, %eax
.LBB45:
	leaq	(%rbx,%rax), %rsi
	movdqa	1728(%rsp,%rax), %xmm0
	movntdq	%xmm0, (%rsi)
	addq	$16, %rax
	cmpq	%r8, %rax
	jb	.LBB45
.LBB44:
	movq	%rdi, %rax
	testb	%cl, %cl
	je	.LBB43
.LBB46:
	movq	88(%rsp), %rcx
	cmpq	%rdx, 328(%rsp)
	jb	.LBB6
	jmp	.LBB43
.LBB24:
	movq	1088(%rsp), %rcx
	movq	%rcx, 304(%rsp)
	movdqa	1072(%rsp), %xmm0
	movdqa	%xmm0, 288(%rsp)
	movdqa	1008(%rsp), %xmm1
	movdqa	1024(%rsp), %xmm2
	movdqa	1040(%rsp), %xmm3
	movaps	1056(%rsp), %xmm4
	movaps	%xmm4, 272(%rsp)
	movdqa	%xmm3, 256(%rsp)
	movdqa	%xmm2, 240(%rsp)
	movq	1104(%rsp), %rdx
	movq	%rdx, 648(%rsp)
	movq	1112(%rsp), %rdx
	movq	%rdx, 640(%rsp)
	movdqa	%xmm1, 128(%rsp)
	movdqa	%xmm2, 144(%rsp)
	movdqa	%xmm3, 160(%rsp)
	movaps	%xmm4, 176(%rsp)
	movdqa	%xmm0, 192(%rsp)
	movq	%rcx, 208(%rsp)
	xorl	%ecx, %ecx
	movq	64(%rsp), %rdx
	testb	%cl, %cl
	jne	.LBB46
	jmp	.LBB43
.LBB2:
	movq	%rdx, 64(%rsp)
	leaq	2336(%rsp), %r12
	movl	$4, %ebx
	leaq	1728(%rsp), %r14
	movq	96(%rsp), %r15
	movq	56(%rsp), %r13
	movq	%rsi, 72(%rsp)
.LBB47:
	cmpq	104(%rsp), %rsi
	jb	.LBB48
	prefetchnta	8192(%r13)
	prefetchnta	8256(%r13)
	prefetchnta	8320(%r13)
.LBB48:
	pxor	%xmm0, %xmm0
	movdqa	%xmm0, -48(%r12)
	movdqa	%xmm0, -64(%r12)
	movdqa	%xmm0, -80(%r12)
	movdqa	%xmm0, -96(%r12)
	movq	%r13, 2400(%rsp)
	movq	%r15, 2408(%rsp)
	movq	$48, 2416(%rsp)
	movq	$32, 2424(%rsp)
	movdqa	%xmm0, 2304(%rsp)
	movdqa	%xmm0, 16(%r12)
	movdqa	%xmm0, (%r12)
	movq	$-1, 2368(%rsp)
	movq	$0, 2376(%rsp)
	movb	$0, 2384(%rsp)
	movq	$4, 2432(%rsp)
	movdqa	%xmm0, 2320(%rsp)
	movb	$1, 2440(%rsp)
	movl	$512, %edx
	movq	%r14, %rdi
	xorl	%esi, %esi
	callq	*memset@GOTPCREL(%rip)
	leaq	.Lanon11+272(%rip), %rdi
	movq	%r14, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+336(%rip), %rdi
	movq	%r14, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+400(%rip), %rdi
	movq	%r14, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+464(%rip), %rdi
	movq	%r14, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+528(%rip), %rdi
	movq	%r14, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+592(%rip), %rdi
	movq	%r14, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+656(%rip), %rdi
	movq	%r14, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+720(%rip), %rdi
	movq	%r14, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	movq	2368(%rsp), %rax
	cmpq	$-1, %rax
	je	.LBB49
	cmpb	$0, 2440(%rsp)
	je	.LBB50
	movq	%rax, %rdi
	shrq	$3, %rdi
	cmpq	$127, %rax
	ja	.LBB14
	shlq	$5, %rdi
	movdqa	2336(%rsp), %xmm0
	movdqa	2352(%rsp), %xmm1
	punpckldq	%xmm1, %xmm0
	por	1728(%rsp,%rdi), %xmm0
	movdqa	%xmm0, 1728(%rsp,%rdi)
	movdqa	2336(%rsp), %xmm0
	punpckhdq	%xmm1, %xmm0
	por	1744(%rsp,%rdi), %xmm0
	movdqa	%xmm0, 1744(%rsp,%rdi)
	jmp	.LBB49
.LBB50:
	movq	2408(%rsp), %rdx
	movq	2424(%rsp), %rcx
	cmpq	$8, 2376(%rsp)
	jne	.LBB51
	movdqa	2336(%rsp), %xmm0
	movdqa	2352(%rsp), %xmm2
	movdqa	%xmm0, %xmm1
	punpckldq	%xmm2, %xmm1
	punpckhdq	%xmm2, %xmm0
	cmpb	$0, 2384(%rsp)
	je	.LBB52
	leaq	(%rdx,%rax), %r8
	movq	(%rdx,%rax), %xmm2
	movq	(%rcx,%r8), %xmm3
	punpcklqdq	%xmm3, %xmm2
	por	%xmm2, %xmm1
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
	movq	(%r8,%rdi), %xmm2
	movq	(%r8,%rcx,2), %xmm3
	punpcklqdq	%xmm2, %xmm3
	por	%xmm3, %xmm0
	jmp	.LBB53
.LBB51:
	movdqa	2336(%rsp), %xmm0
	cmpb	$0, 2384(%rsp)
	je	.LBB54
	leaq	(%rdx,%rax), %r8
	movd	(%rdx,%rax), %xmm1
	pinsrd	$1, (%rcx,%r8), %xmm1
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
	movd	(%r8,%rcx,2), %xmm2
	pinsrd	$1, (%r8,%rdi), %xmm2
	punpcklqdq	%xmm2, %xmm1
	por	%xmm1, %xmm0
	jmp	.LBB55
.LBB52:
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
.LBB53:
	leaq	(%rdx,%rax), %r8
	movq	%xmm1, (%rdx,%rax)
	pextrq	$1, %xmm1, (%rcx,%r8)
	movq	%xmm0, (%rsi,%r8)
	pextrq	$1, %xmm0, (%rdi,%r8)
	jmp	.LBB49
.LBB54:
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
.LBB55:
	leaq	(%rdx,%rax), %r8
	movd	%xmm0, (%rdx,%rax)
	pextrd	$1, %xmm0, (%rcx,%r8)
	pextrd	$2, %xmm0, (%rsi,%r8)
	pextrd	$3, %xmm0, (%rdi,%r8)
.LBB49:
	movsd	(%r13), %xmm0
	orps	1728(%rsp), %xmm0
	movsd	8(%r13), %xmm1
	orps	1760(%rsp), %xmm1
	movlhps	%xmm1, %xmm0
	movups	%xmm0, (%r15)
	movaps	1792(%rsp), %xmm0
	movsd	40(%r13), %xmm1
	orps	1824(%rsp), %xmm1
	movlhps	%xmm1, %xmm0
	movups	%xmm0, 16(%r15)
	movaps	1728(%rsp), %xmm0
	movups	48(%r13), %xmm1
	unpckhpd	1760(%rsp), %xmm0
	orps	%xmm1, %xmm0
	movups	%xmm0, 32(%r15)
	pshufd	$238, 1824(%rsp), %xmm0
	movq	88(%r13), %xmm1
	por	%xmm0, %xmm1
	palignr	$8, 1792(%rsp), %xmm1
	movdqu	%xmm1, 48(%r15)
	movsd	96(%r13), %xmm0
	orps	1744(%rsp), %xmm0
	movsd	104(%r13), %xmm1
	orps	1776(%rsp), %xmm1
	movlhps	%xmm1, %xmm0
	movups	%xmm0, 64(%r15)
	movaps	1808(%rsp), %xmm0
	movsd	136(%r13), %xmm1
	orps	1840(%rsp), %xmm1
	movlhps	%xmm1, %xmm0
	movups	%xmm0, 80(%r15)
	movaps	1744(%rsp), %xmm0
	movups	144(%r13), %xmm1
	unpckhpd	1776(%rsp), %xmm0
	orps	%xmm1, %xmm0
	movups	%xmm0, 96(%r15)
	pshufd	$238, 1840(%rsp), %xmm0
	movq	184(%r13), %xmm1
	por	%xmm0, %xmm1
	palignr	$8, 1808(%rsp), %xmm1
	movdqu	%xmm1, 112(%r15)
	movdqa	2304(%rsp), %xmm0
	ptest	%xmm0, %xmm0
	movq	72(%rsp), %rsi
	jne	.LBB56
.LBB57:
	addq	$4, %rbx
	addq	$192, %r13
	subq	$-128, %r15
	cmpq	64(%rsp), %rbx
	jbe	.LBB47
	jmp	.LBB58
.LBB56:
	leaq	-4(%rbx), %rax
	movq	%rax, (%rsp)
	movl	$4, %ecx
	movq	%r14, %rdi
	leaq	.Lanon23(%rip), %rsi
	movq	%r13, %rdx
	movq	96(%rsp), %r8
	xorl	%r9d, %r9d
	callq	*_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$16write_one_by_oneE@GOTPCREL(%rip)
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, 1816(%rsp)
	jne	.LBB59
	movq	72(%rsp), %rsi
	jmp	.LBB57
.LBB58:
	addq	$-4, %rbx
	movq	64(%rsp), %rdx
	cmpq	%rdx, %rbx
	ja	.LBB60
.LBB3:
	cmpq	%rdx, %rbx
	jne	.LBB61
.LBB62:
	movq	120(%rsp), %rax
	movabsq	$-9223372036854775808, %rcx
	movq	%rcx, 88(%rax)
	jmp	.LBB63
.LBB61:
	leaq	(%rdx,%rdx,2), %rcx
	shlq	$4, %rcx
	movq	56(%rsp), %rax
	addq	%rax, %rcx
	movq	%rcx, 64(%rsp)
	leaq	(%rbx,%rbx,2), %r14
	shlq	$4, %r14
	addq	%rax, %r14
	movq	%rbx, %rax
	orq	$1, %rax
	movabsq	$-9223372036854775808, %rcx
	leaq	1(%rcx), %r13
	leaq	128(%rsp), %r12
	movq	%r13, 72(%rsp)
.LBB64:
	movq	%rax, %r15
	movq	%rbx, %rax
	shlq	$5, %rax
	movq	96(%rsp), %rcx
	leaq	(%rcx,%rax), %rdx
	movups	(%r14), %xmm0
	movups	%xmm0, (%rcx,%rax)
	movq	40(%r14), %xmm0
	pslldq	$8, %xmm0
	movdqu	%xmm0, 16(%rcx,%rax)
	movq	%r13, 536(%rsp)
	movq	%rdx, 112(%rsp)
	movq	%rdx, 128(%rsp)
	movq	$32, 136(%rsp)
	movq	$-1, 144(%rsp)
	pxor	%xmm0, %xmm0
	movdqu	%xmm0, 152(%rsp)
	leaq	448(%rsp), %rax
	movq	%rax, 176(%rsp)
	movq	$0, 168(%rsp)
	movb	$0, 184(%rsp)
	leaq	16(%r14), %rdi
	movl	$128, %edx
	movq	%r12, %rsi
	movl	$4, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$4, %edx
	testb	%al, %al
	movq	%r15, 104(%rsp)
	je	.LBB65
	leaq	20(%r14), %rdi
	movl	$132, %edx
	movq	%r12, %rsi
	movl	$6, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$5, %edx
	testb	%al, %al
	je	.LBB65
	leaq	24(%r14), %rdi
	movl	$138, %edx
	movq	%r12, %rsi
	movl	$12, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$6, %edx
	testb	%al, %al
	je	.LBB65
	leaq	28(%r14), %rdi
	movl	$150, %edx
	movq	%r12, %rsi
	movl	$10, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$7, %edx
	testb	%al, %al
	je	.LBB65
	leaq	32(%r14), %rdi
	movl	$160, %edx
	movq	%r12, %rsi
	movl	$7, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$8, %edx
	testb	%al, %al
	je	.LBB65
	leaq	34(%r14), %rdi
	movl	$167, %edx
	movq	%r12, %rsi
	movl	$9, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$9, %edx
	testb	%al, %al
	je	.LBB65
	leaq	36(%r14), %rdi
	movl	$176, %edx
	movq	%r12, %rsi
	movl	$3, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$10, %edx
	testb	%al, %al
	je	.LBB65
	leaq	37(%r14), %rdi
	movl	$179, %edx
	movq	%r12, %rsi
	movl	$1, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$11, %edx
	testb	%al, %al
	je	.LBB65
	movq	144(%rsp), %rdi
	cmpq	$-1, %rdi
	je	.LBB66
	movq	136(%rsp), %rdx
	cmpq	$8, %rdx
	movl	$8, %eax
	cmovbq	%rdx, %rax
	movq	%rdi, %rsi
	addq	%rax, %rsi
	jb	.LBB67
	cmpq	%rdx, %rsi
	ja	.LBB67
	movq	128(%rsp), %r15
	movq	$0, 1008(%rsp)
	addq	%rdi, %r15
	leaq	1008(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, %rdx
	movq	%rax, 56(%rsp)
	callq	*memcpy@GOTPCREL(%rip)
	movq	152(%rsp), %rax
	orq	1008(%rsp), %rax
	movq	%rax, 1728(%rsp)
	movq	%r15, %rdi
	leaq	1728(%rsp), %rsi
	movq	56(%rsp), %rdx
	callq	*memcpy@GOTPCREL(%rip)
.LBB66:
	movq	%r12, %r15
	movq	160(%rsp), %rax
	orq	168(%rsp), %rax
	setne	%r12b
	movq	536(%rsp), %rcx
	cmpq	%r13, %rcx
	je	.LBB68
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %rcx
	je	.LBB68
	movq	%rcx, 80(%rsp)
	movq	544(%rsp), %rax
	movq	%rax, 88(%rsp)
	movq	552(%rsp), %rcx
	testq	%rcx, %rcx
	je	.LBB69
	movq	88(%rsp), %rax
	leaq	8(%rax), %r13
	jmp	.LBB70
.LBB65:
	movq	536(%rsp), %rax
	movq	%r13, 536(%rsp)
	cmpq	%r13, %rax
	je	.LBB71
	movq	%r12, %r15
	movq	528(%rsp), %rcx
	movq	%rcx, 1808(%rsp)
	movaps	512(%rsp), %xmm0
	movaps	%xmm0, 1792(%rsp)
	movaps	448(%rsp), %xmm0
	movdqa	464(%rsp), %xmm1
	movdqa	480(%rsp), %xmm2
	movdqa	496(%rsp), %xmm3
	movdqa	%xmm3, 1776(%rsp)
	movdqa	%xmm2, 1760(%rsp)
	movdqa	%xmm1, 1744(%rsp)
	movaps	%xmm0, 1728(%rsp)
	movq	%rax, 1816(%rsp)
	leaq	544(%rsp), %rax
	movdqa	(%rax), %xmm0
	leaq	1824(%rsp), %rax
	movdqa	%xmm0, (%rax)
	leaq	1008(%rsp), %rdi
	leaq	.Lanon23(%rip), %rsi
	leaq	1728(%rsp), %rcx
	callq	*_ZN12ptx_abi_core7derived53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$5faultE@GOTPCREL(%rip)
	movzbl	1008(%rsp), %r12d
	leaq	1009(%rsp), %rcx
	movups	(%rcx), %xmm0
	movdqu	16(%rcx), %xmm1
	movdqu	32(%rcx), %xmm2
	movdqu	48(%rcx), %xmm3
	movaps	%xmm0, 848(%rsp)
	movdqa	%xmm1, 864(%rsp)
	movdqa	%xmm2, 880(%rsp)
	movdqa	%xmm3, 896(%rsp)
	movups	64(%rcx), %xmm0
	movaps	%xmm0, 912(%rsp)
	movq	79(%rcx), %rax
	movq	%rax, 927(%rsp)
	movq	1096(%rsp), %r13
	movdqa	95(%rcx), %xmm0
	movdqa	%xmm0, 656(%rsp)
	leaq	448(%rsp), %rdi
	callq	_ZN4core3ptr84drop_in_place$LT$core..option..Option$LT$ptx_abi_core..derived..table..Fault$GT$$GT$E
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %r13
	jne	.LBB72
.LBB68:
	cmpb	$1, %r12b
	je	.LBB73
.LBB74:
	addq	$48, %r14
	movq	104(%rsp), %rbx
	leaq	1(%rbx), %rax
	cmpq	64(%rsp), %r14
	movq	72(%rsp), %r13
	movq	%r15, %r12
	jne	.LBB64
	jmp	.LBB62
.LBB75:
	addq	$24, %r13
	decq	%rcx
	je	.LBB69
.LBB70:
	movq	-8(%r13), %rsi
	testq	%rsi, %rsi
	je	.LBB75
	movq	(%r13), %rdi
	movl	$1, %edx
	movq	%rcx, 56(%rsp)
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	movq	56(%rsp), %rcx
	jmp	.LBB75
.LBB69:
	movq	80(%rsp), %rax
	testq	%rax, %rax
	je	.LBB68
	shlq	$3, %rax
	leaq	(%rax,%rax,2), %rsi
	movl	$8, %edx
	movq	88(%rsp), %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	jmp	.LBB68
.LBB73:
	movq	.Lanon23+80(%rip), %rax
	movq	%rax, 1088(%rsp)
	movups	.Lanon23+64(%rip), %xmm0
	movaps	%xmm0, 1072(%rsp)
	movups	.Lanon23+48(%rip), %xmm0
	movaps	%xmm0, 1056(%rsp)
	movups	.Lanon23+32(%rip), %xmm0
	movaps	%xmm0, 1040(%rsp)
	movups	.Lanon23+16(%rip), %xmm0
	movaps	%xmm0, 1024(%rsp)
	movups	.Lanon23(%rip), %xmm0
	movaps	%xmm0, 1008(%rsp)
	movl	$32, %r8d
	leaq	1728(%rsp), %rdi
	leaq	1008(%rsp), %rsi
	movq	%r14, %rdx
	movq	112(%rsp), %rcx
	callq	*_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$15bit_field_faultE@GOTPCREL(%rip)
	movzbl	1728(%rsp), %r12d
	leaq	1824(%rsp), %rcx
	movups	-95(%rcx), %xmm0
	movdqu	-79(%rcx), %xmm1
	movdqu	-63(%rcx), %xmm2
	movdqu	-47(%rcx), %xmm3
	movaps	%xmm0, 224(%rsp)
	movdqa	%xmm1, 240(%rsp)
	movdqa	%xmm2, 256(%rsp)
	movdqa	%xmm3, 272(%rsp)
	movups	-31(%rcx), %xmm0
	movaps	%xmm0, 288(%rsp)
	movq	-16(%rcx), %rax
	movq	%rax, 303(%rsp)
	movq	1816(%rsp), %r13
	movdqa	(%rcx), %xmm0
	movdqa	%xmm0, 752(%rsp)
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %r13
	je	.LBB74
	jmp	.LBB76
.LBB4:
	movabsq	$-9223372036854775808, %rax
	movq	%rax, 88(%rsp)
	movq	%rax, 424(%rsp)
	cmpq	$3, %rdx
	ja	.LBB77
	xorl	%r15d, %r15d
	jmp	.LBB78
.LBB72:
	movq	927(%rsp), %rax
	movq	%rax, 303(%rsp)
	movaps	912(%rsp), %xmm0
	movaps	%xmm0, 288(%rsp)
	movaps	848(%rsp), %xmm0
	movdqa	864(%rsp), %xmm1
	movdqa	880(%rsp), %xmm2
	movdqa	896(%rsp), %xmm3
	movdqa	%xmm3, 272(%rsp)
	movdqa	%xmm2, 256(%rsp)
	movdqa	%xmm1, 240(%rsp)
	movaps	%xmm0, 224(%rsp)
	movdqa	656(%rsp), %xmm0
	movdqa	%xmm0, 752(%rsp)
.LBB76:
	movb	%r12b, 336(%rsp)
	movaps	224(%rsp), %xmm0
	movaps	240(%rsp), %xmm1
	movaps	256(%rsp), %xmm2
	movaps	272(%rsp), %xmm3
	movups	%xmm0, 337(%rsp)
	movups	%xmm1, 353(%rsp)
	movups	%xmm2, 369(%rsp)
	movups	%xmm3, 385(%rsp)
	movaps	288(%rsp), %xmm0
	movups	%xmm0, 401(%rsp)
	movq	303(%rsp), %rax
	movq	%rax, 416(%rsp)
	movq	%r13, 424(%rsp)
	movaps	752(%rsp), %xmm0
	movaps	%xmm0, 432(%rsp)
	leaq	.Lanon42(%rip), %rdx
	leaq	336(%rsp), %rsi
	movl	$4, %ecx
	movq	120(%rsp), %rdi
	movq	%rbx, %r8
	callq	*_ZN12ptx_abi_core5error5Error14within_elementE@GOTPCREL(%rip)
	jmp	.LBB63
.LBB77:
	movq	%rdx, 64(%rsp)
	xorl	%ebx, %ebx
	leaq	1728(%rsp), %r14
	movq	56(%rsp), %r13
	xorl	%r12d, %r12d
.LBB79:
	prefetchnta	8192(%r13)
	prefetchnta	8256(%r13)
	prefetchnta	8320(%r13)
	leaq	2336(%rsp), %rcx
	pxor	%xmm0, %xmm0
	movdqa	%xmm0, -48(%rcx)
	movdqa	%xmm0, -64(%rcx)
	movdqa	%xmm0, -80(%rcx)
	movdqa	%xmm0, -96(%rcx)
	movq	96(%rsp), %rax
	leaq	(%rax,%r12), %r15
	movq	%r13, 2400(%rsp)
	movq	%r15, 2408(%rsp)
	movq	$48, 2416(%rsp)
	movq	$32, 2424(%rsp)
	movdqa	%xmm0, 2304(%rsp)
	movdqa	%xmm0, 16(%rcx)
	movdqa	%xmm0, (%rcx)
	movq	$-1, 2368(%rsp)
	movq	$0, 2376(%rsp)
	movb	$0, 2384(%rsp)
	movq	$4, 2432(%rsp)
	movdqa	%xmm0, 2320(%rsp)
	movb	$1, 2440(%rsp)
	movl	$512, %edx
	movq	%r14, %rdi
	xorl	%esi, %esi
	callq	*memset@GOTPCREL(%rip)
	leaq	.Lanon11+272(%rip), %rdi
	movq	%r14, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+336(%rip), %rdi
	movq	%r14, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+400(%rip), %rdi
	movq	%r14, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+464(%rip), %rdi
	movq	%r14, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+528(%rip), %rdi
	movq	%r14, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+592(%rip), %rdi
	movq	%r14, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+656(%rip), %rdi
	movq	%r14, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	leaq	.Lanon11+720(%rip), %rdi
	movq	%r14, %rsi
	callq	_ZN12ptx_abi_core7derived5quads4sse24packE
	movq	2368(%rsp), %rax
	cmpq	$-1, %rax
	je	.LBB80
	cmpb	$0, 2440(%rsp)
	je	.LBB81
	movq	%rax, %rdi
	shrq	$3, %rdi
	cmpq	$127, %rax
	ja	.LBB82
	shlq	$5, %rdi
	movdqa	2336(%rsp), %xmm0
	movdqa	2352(%rsp), %xmm1
	punpckldq	%xmm1, %xmm0
	por	1728(%rsp,%rdi), %xmm0
	movdqa	%xmm0, 1728(%rsp,%rdi)
	movdqa	2336(%rsp), %xmm0
	punpckhdq	%xmm1, %xmm0
	por	1744(%rsp,%rdi), %xmm0
	movdqa	%xmm0, 1744(%rsp,%rdi)
	jmp	.LBB80
.LBB81:
	movq	2408(%rsp), %rdx
	movq	2424(%rsp), %rcx
	cmpq	$8, 2376(%rsp)
	jne	.LBB83
	movdqa	2336(%rsp), %xmm0
	movdqa	2352(%rsp), %xmm2
	movdqa	%xmm0, %xmm1
	punpckldq	%xmm2, %xmm1
	punpckhdq	%xmm2, %xmm0
	cmpb	$0, 2384(%rsp)
	je	.LBB84
	leaq	(%rdx,%rax), %r8
	movq	(%rdx,%rax), %xmm2
	movq	(%rcx,%r8), %xmm3
	punpcklqdq	%xmm3, %xmm2
	por	%xmm2, %xmm1
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
	movq	(%r8,%rdi), %xmm2
	movq	(%r8,%rcx,2), %xmm3
	punpcklqdq	%xmm2, %xmm3
	por	%xmm3, %xmm0
	jmp	.LBB85
.LBB83:
	movdqa	2336(%rsp), %xmm0
	cmpb	$0, 2384(%rsp)
	je	.LBB86
	leaq	(%rdx,%rax), %r8
	movd	(%rdx,%rax), %xmm1
	pinsrd	$1, (%rcx,%r8), %xmm1
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
	movd	(%r8,%rcx,2), %xmm2
	pinsrd	$1, (%r8,%rdi), %xmm2
	punpcklqdq	%xmm2, %xmm1
	por	%xmm1, %xmm0
	jmp	.LBB87
.LBB84:
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
.LBB85:
	leaq	(%rdx,%rax), %r8
	movq	%xmm1, (%rdx,%rax)
	pextrq	$1, %xmm1, (%rcx,%r8)
	movq	%xmm0, (%rsi,%r8)
	pextrq	$1, %xmm0, (%rdi,%r8)
	jmp	.LBB80
.LBB86:
	leaq	(%rcx,%rcx), %rsi
	leaq	(%rcx,%rcx,2), %rdi
.LBB87:
	leaq	(%rdx,%rax), %r8
	movd	%xmm0, (%rdx,%rax)
	pextrd	$1, %xmm0, (%rcx,%r8)
	pextrd	$2, %xmm0, (%rsi,%r8)
	pextrd	$3, %xmm0, (%rdi,%r8)
.LBB80:
	movsd	(%r13), %xmm0
	orps	1728(%rsp), %xmm0
	movsd	8(%r13), %xmm1
	orps	1760(%rsp), %xmm1
	movlhps	%xmm1, %xmm0
	movntdq	%xmm0, (%r15)
	movaps	1792(%rsp), %xmm0
	movsd	40(%r13), %xmm1
	orps	1824(%rsp), %xmm1
	movlhps	%xmm1, %xmm0
	movq	96(%rsp), %rcx
	leaq	16(%rcx,%r12), %rax
	movntdq	%xmm0, (%rax)
	leaq	32(%rcx,%r12), %rax
	movaps	1728(%rsp), %xmm0
	movups	48(%r13), %xmm1
	unpckhpd	1760(%rsp), %xmm0
	orps	%xmm1, %xmm0
	movntdq	%xmm0, (%rax)
	pshufd	$238, 1824(%rsp), %xmm0
	movq	88(%r13), %xmm1
	por	%xmm0, %xmm1
	leaq	48(%rcx,%r12), %rax
	palignr	$8, 1792(%rsp), %xmm1
	movntdq	%xmm1, (%rax)
	movsd	96(%r13), %xmm0
	orps	1744(%rsp), %xmm0
	movsd	104(%r13), %xmm1
	orps	1776(%rsp), %xmm1
	leaq	64(%rcx,%r12), %rax
	movlhps	%xmm1, %xmm0
	movntdq	%xmm0, (%rax)
	movaps	1808(%rsp), %xmm0
	movsd	136(%r13), %xmm1
	orps	1840(%rsp), %xmm1
	movlhps	%xmm1, %xmm0
	leaq	80(%rcx,%r12), %rax
	movntdq	%xmm0, (%rax)
	leaq	96(%rcx,%r12), %rax
	movaps	1744(%rsp), %xmm0
	movups	144(%r13), %xmm1
	unpckhpd	1776(%rsp), %xmm0
	orps	%xmm1, %xmm0
	movntdq	%xmm0, (%rax)
	pshufd	$238, 1840(%rsp), %xmm0
	movq	184(%r13), %xmm1
	por	%xmm0, %xmm1
	leaq	112(%rcx,%r12), %rax
	palignr	$8, 1808(%rsp), %xmm1
	movntdq	%xmm1, (%rax)
	movdqa	2304(%rsp), %xmm0
	ptest	%xmm0, %xmm0
	jne	.LBB88
.LBB89:
	leaq	4(%rbx), %r15
	addq	$8, %rbx
	subq	$-128, %r12
	addq	$192, %r13
	cmpq	64(%rsp), %rbx
	movq	%r15, %rbx
	jbe	.LBB79
	jmp	.LBB90
.LBB88:
	movq	%rbx, (%rsp)
	movl	$4, %ecx
	movq	%r14, %rdi
	leaq	.Lanon23(%rip), %rsi
	movq	%r13, %rdx
	movq	96(%rsp), %r8
	xorl	%r9d, %r9d
	callq	*_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$16write_one_by_oneE@GOTPCREL(%rip)
	leaq	336(%rsp), %rdi
	callq	_ZN4core3ptr86drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$ptx_abi_core..error..Error$GT$$GT$E
	movaps	1824(%rsp), %xmm0
	movaps	%xmm0, 432(%rsp)
	movaps	1808(%rsp), %xmm0
	movaps	%xmm0, 416(%rsp)
	movaps	1792(%rsp), %xmm0
	movaps	%xmm0, 400(%rsp)
	movdqa	1728(%rsp), %xmm0
	movdqa	1744(%rsp), %xmm1
	movdqa	1760(%rsp), %xmm2
	movdqa	1776(%rsp), %xmm3
	movdqa	%xmm3, 384(%rsp)
	movdqa	%xmm2, 368(%rsp)
	movdqa	%xmm1, 352(%rsp)
	movdqa	%xmm0, 336(%rsp)
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, 424(%rsp)
	je	.LBB89
	jmp	.LBB91
.LBB90:
	movq	64(%rsp), %rdx
	cmpq	%rdx, %r15
	ja	.LBB92
.LBB78:
	cmpq	%rdx, %r15
	je	.LBB93
	leaq	(%rdx,%rdx,2), %rcx
	shlq	$4, %rcx
	movq	56(%rsp), %rax
	addq	%rax, %rcx
	movq	%rcx, 64(%rsp)
	leaq	(%r15,%r15,2), %r14
	shlq	$4, %r14
	addq	%rax, %r14
	movq	%r15, %rax
	orq	$1, %rax
	movabsq	$-9223372036854775808, %rcx
	leaq	1(%rcx), %r13
	leaq	656(%rsp), %r12
	movq	%r13, 72(%rsp)
.LBB94:
	movq	%rax, %rbx
	movq	%r15, %rax
	shlq	$5, %rax
	movq	96(%rsp), %rcx
	leaq	(%rcx,%rax), %rdx
	movups	(%r14), %xmm0
	movups	%xmm0, (%rcx,%rax)
	movq	40(%r14), %xmm0
	pslldq	$8, %xmm0
	movdqu	%xmm0, 16(%rcx,%rax)
	movq	%r13, 536(%rsp)
	movq	%rdx, 112(%rsp)
	movq	%rdx, 656(%rsp)
	movq	$32, 664(%rsp)
	movq	$-1, 672(%rsp)
	pxor	%xmm0, %xmm0
	movdqu	%xmm0, 680(%rsp)
	leaq	448(%rsp), %rax
	movq	%rax, 704(%rsp)
	movq	$0, 696(%rsp)
	movb	$0, 712(%rsp)
	leaq	16(%r14), %rdi
	movl	$128, %edx
	movq	%r12, %rsi
	movl	$4, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$4, %edx
	testb	%al, %al
	movq	%rbx, 104(%rsp)
	je	.LBB95
	leaq	20(%r14), %rdi
	movl	$132, %edx
	movq	%r12, %rsi
	movl	$6, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$5, %edx
	testb	%al, %al
	je	.LBB95
	leaq	24(%r14), %rdi
	movl	$138, %edx
	movq	%r12, %rsi
	movl	$12, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$6, %edx
	testb	%al, %al
	je	.LBB95
	leaq	28(%r14), %rdi
	movl	$150, %edx
	movq	%r12, %rsi
	movl	$10, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$7, %edx
	testb	%al, %al
	je	.LBB95
	leaq	32(%r14), %rdi
	movl	$160, %edx
	movq	%r12, %rsi
	movl	$7, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$8, %edx
	testb	%al, %al
	je	.LBB95
	leaq	34(%r14), %rdi
	movl	$167, %edx
	movq	%r12, %rsi
	movl	$9, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$9, %edx
	testb	%al, %al
	je	.LBB95
	leaq	36(%r14), %rdi
	movl	$176, %edx
	movq	%r12, %rsi
	movl	$3, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$10, %edx
	testb	%al, %al
	je	.LBB95
	leaq	37(%r14), %rdi
	movl	$179, %edx
	movq	%r12, %rsi
	movl	$1, %ecx
	callq	_ZN12ptx_abi_core7derived10member_fns10write_bitsE
	movl	$11, %edx
	testb	%al, %al
	je	.LBB95
	movq	672(%rsp), %rdi
	cmpq	$-1, %rdi
	je	.LBB96
	movq	664(%rsp), %rdx
	cmpq	$8, %rdx
	movl	$8, %eax
	cmovbq	%rdx, %rax
	movq	%rdi, %rsi
	addq	%rax, %rsi
	jb	.LBB97
	cmpq	%rdx, %rsi
	ja	.LBB97
	movq	656(%rsp), %rbx
	movq	$0, 1008(%rsp)
	addq	%rdi, %rbx
	leaq	1008(%rsp), %rdi
	movq	%rbx, %rsi
	movq	%rax, %rdx
	movq	%rax, 56(%rsp)
	callq	*memcpy@GOTPCREL(%rip)
	movq	680(%rsp), %rax
	orq	1008(%rsp), %rax
	movq	%rax, 1728(%rsp)
	movq	%rbx, %rdi
	leaq	1728(%rsp), %rsi
	movq	56(%rsp), %rdx
	callq	*memcpy@GOTPCREL(%rip)
.LBB96:
	movq	%r12, %rbx
	movq	688(%rsp), %rax
	orq	696(%rsp), %rax
	setne	%r12b
	movq	536(%rsp), %rcx
	cmpq	%r13, %rcx
	je	.LBB98
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %rcx
	je	.LBB98
	movq	%rcx, 328(%rsp)
	movq	544(%rsp), %rax
	movq	%rax, 80(%rsp)
	movq	552(%rsp), %rcx
	testq	%rcx, %rcx
	je	.LBB99
	movq	80(%rsp), %rax
	leaq	8(%rax), %r13
	jmp	.LBB100
.LBB95:
	movq	536(%rsp), %rax
	movq	%r13, 536(%rsp)
	cmpq	%r13, %rax
	je	.LBB101
	movq	%r12, %rbx
	movq	528(%rsp), %rcx
	movq	%rcx, 1808(%rsp)
	movaps	512(%rsp), %xmm0
	movaps	%xmm0, 1792(%rsp)
	movaps	448(%rsp), %xmm0
	movdqa	464(%rsp), %xmm1
	movdqa	480(%rsp), %xmm2
	movdqa	496(%rsp), %xmm3
	movdqa	%xmm3, 1776(%rsp)
	movdqa	%xmm2, 1760(%rsp)
	movdqa	%xmm1, 1744(%rsp)
	movaps	%xmm0, 1728(%rsp)
	movq	%rax, 1816(%rsp)
	leaq	544(%rsp), %rax
	movdqa	(%rax), %xmm0
	leaq	1824(%rsp), %rax
	movdqa	%xmm0, (%rax)
	leaq	1008(%rsp), %rdi
	leaq	.Lanon23(%rip), %rsi
	leaq	1728(%rsp), %rcx
	callq	*_ZN12ptx_abi_core7derived53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$5faultE@GOTPCREL(%rip)
	movzbl	1008(%rsp), %r12d
	leaq	1009(%rsp), %rcx
	movups	(%rcx), %xmm0
	movdqu	16(%rcx), %xmm1
	movdqu	32(%rcx), %xmm2
	movdqu	48(%rcx), %xmm3
	movaps	%xmm0, 224(%rsp)
	movdqa	%xmm1, 240(%rsp)
	movdqa	%xmm2, 256(%rsp)
	movdqa	%xmm3, 272(%rsp)
	movups	64(%rcx), %xmm0
	movaps	%xmm0, 288(%rsp)
	movq	79(%rcx), %rax
	movq	%rax, 303(%rsp)
	movq	1096(%rsp), %r13
	movdqa	95(%rcx), %xmm0
	movdqa	%xmm0, 752(%rsp)
	leaq	448(%rsp), %rdi
	callq	_ZN4core3ptr84drop_in_place$LT$core..option..Option$LT$ptx_abi_core..derived..table..Fault$GT$$GT$E
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %r13
	jne	.LBB102
.LBB98:
	cmpb	$1, %r12b
	je	.LBB103
.LBB104:
	addq	$48, %r14
	movq	104(%rsp), %r15
	leaq	1(%r15), %rax
	cmpq	64(%rsp), %r14
	movq	72(%rsp), %r13
	movq	%rbx, %r12
	jne	.LBB94
	jmp	.LBB93
.LBB105:
	addq	$24, %r13
	decq	%rcx
	je	.LBB99
.LBB100:
	movq	-8(%r13), %rsi
	testq	%rsi, %rsi
	je	.LBB105
	movq	(%r13), %rdi
	movl	$1, %edx
	movq	%rcx, 56(%rsp)
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	movq	56(%rsp), %rcx
	jmp	.LBB105
.LBB99:
	movq	328(%rsp), %rax
	testq	%rax, %rax
	je	.LBB98
	shlq	$3, %rax
	leaq	(%rax,%rax,2), %rsi
	movl	$8, %edx
	movq	80(%rsp), %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	jmp	.LBB98
.LBB103:
	movq	.Lanon23+80(%rip), %rax
	movq	%rax, 1088(%rsp)
	movups	.Lanon23+64(%rip), %xmm0
	movaps	%xmm0, 1072(%rsp)
	movups	.Lanon23+48(%rip), %xmm0
	movaps	%xmm0, 1056(%rsp)
	movups	.Lanon23+32(%rip), %xmm0
	movaps	%xmm0, 1040(%rsp)
	movups	.Lanon23+16(%rip), %xmm0
	movaps	%xmm0, 1024(%rsp)
	movdqu	.Lanon23(%rip), %xmm0
	movdqa	%xmm0, 1008(%rsp)
	movl	$32, %r8d
	leaq	1728(%rsp), %rdi
	leaq	1008(%rsp), %rsi
	movq	%r14, %rdx
	movq	112(%rsp), %rcx
	callq	*_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$15bit_field_faultE@GOTPCREL(%rip)
	movzbl	1728(%rsp), %r12d
	leaq	1824(%rsp), %rcx
	movups	-95(%rcx), %xmm0
	movdqu	-79(%rcx), %xmm1
	movdqu	-63(%rcx), %xmm2
	movdqu	-47(%rcx), %xmm3
	movaps	%xmm0, 128(%rsp)
	movdqa	%xmm1, 144(%rsp)
	movdqa	%xmm2, 160(%rsp)
	movdqa	%xmm3, 176(%rsp)
	movups	-31(%rcx), %xmm0
	movaps	%xmm0, 192(%rsp)
	movq	-16(%rcx), %rax
	movq	%rax, 207(%rsp)
	movq	1816(%rsp), %r13
	movdqa	(%rcx), %xmm0
	movdqa	%xmm0, 560(%rsp)
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %r13
	je	.LBB104
	jmp	.LBB106
.LBB102:
	movq	303(%rsp), %rax
	movq	%rax, 207(%rsp)
	movaps	288(%rsp), %xmm0
	movaps	%xmm0, 192(%rsp)
	movaps	224(%rsp), %xmm0
	movdqa	240(%rsp), %xmm1
	movdqa	256(%rsp), %xmm2
	movdqa	272(%rsp), %xmm3
	movdqa	%xmm3, 176(%rsp)
	movdqa	%xmm2, 160(%rsp)
	movdqa	%xmm1, 144(%rsp)
	movaps	%xmm0, 128(%rsp)
	movdqa	752(%rsp), %xmm0
	movdqa	%xmm0, 560(%rsp)
.LBB106:
	movb	%r12b, 1008(%rsp)
	movaps	128(%rsp), %xmm0
	movdqa	144(%rsp), %xmm1
	movdqa	160(%rsp), %xmm2
	movdqa	176(%rsp), %xmm3
	movups	%xmm0, 1009(%rsp)
	movdqu	%xmm1, 1025(%rsp)
	movdqu	%xmm2, 1041(%rsp)
	movdqu	%xmm3, 1057(%rsp)
	movaps	192(%rsp), %xmm0
	movups	%xmm0, 1073(%rsp)
	movq	207(%rsp), %rax
	movq	%rax, 1088(%rsp)
	movq	%r13, 1096(%rsp)
	movdqa	560(%rsp), %xmm0
	movdqa	%xmm0, 1104(%rsp)
	leaq	.Lanon42(%rip), %rdx
	leaq	1728(%rsp), %rdi
	leaq	1008(%rsp), %rsi
	movl	$4, %ecx
	movq	%r15, %r8
	callq	*_ZN12ptx_abi_core5error5Error14within_elementE@GOTPCREL(%rip)
	movq	1808(%rsp), %rax
	movq	%rax, 928(%rsp)
	movaps	1792(%rsp), %xmm0
	movaps	%xmm0, 912(%rsp)
	movaps	1728(%rsp), %xmm0
	movaps	1744(%rsp), %xmm1
	movaps	1760(%rsp), %xmm2
	movaps	1776(%rsp), %xmm3
	movaps	%xmm3, 896(%rsp)
	movaps	%xmm2, 880(%rsp)
	movaps	%xmm1, 864(%rsp)
	movaps	%xmm0, 848(%rsp)
	movq	1816(%rsp), %rax
	movq	%rax, 88(%rsp)
	movaps	1824(%rsp), %xmm0
	movaps	%xmm0, 960(%rsp)
.LBB93:
	leaq	336(%rsp), %rdi
	callq	_ZN4core3ptr86drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$ptx_abi_core..error..Error$GT$$GT$E
	movq	928(%rsp), %rax
	movq	%rax, 416(%rsp)
	movaps	912(%rsp), %xmm0
	movaps	%xmm0, 400(%rsp)
	movaps	848(%rsp), %xmm0
	movdqa	864(%rsp), %xmm1
	movdqa	880(%rsp), %xmm2
	movdqa	896(%rsp), %xmm3
	movdqa	%xmm3, 384(%rsp)
	movdqa	%xmm2, 368(%rsp)
	movdqa	%xmm1, 352(%rsp)
	movaps	%xmm0, 336(%rsp)
	movq	88(%rsp), %rax
	movq	%rax, 424(%rsp)
	movdqa	960(%rsp), %xmm0
	movdqa	%xmm0, 432(%rsp)
.LBB91:
	sfence
	movaps	432(%rsp), %xmm0
	movq	120(%rsp), %rcx
	movaps	%xmm0, 96(%rcx)
	movq	416(%rsp), %rax
	movq	%rax, 80(%rcx)
	movq	424(%rsp), %rax
	movq	%rax, 88(%rcx)
	movaps	400(%rsp), %xmm0
	movaps	%xmm0, 64(%rcx)
	movdqa	336(%rsp), %xmm0
	movdqa	352(%rsp), %xmm1
	movdqa	368(%rsp), %xmm2
	movdqa	384(%rsp), %xmm3
	movdqa	%xmm3, 48(%rcx)
	movdqa	%xmm2, 32(%rcx)
	movdqa	%xmm1, 16(%rcx)
	movdqa	%xmm0, (%rcx)
	jmp	.LBB63
.LBB5:
	movq	%rdi, %rax
.LBB43:
	sfence
	movq	208(%rsp), %rcx
	movq	120(%rsp), %rdx
	movq	%rcx, 80(%rdx)
	movaps	192(%rsp), %xmm0
	movaps	%xmm0, 64(%rdx)
	movdqa	128(%rsp), %xmm0
	movdqa	144(%rsp), %xmm1
	movdqa	160(%rsp), %xmm2
	movdqa	176(%rsp), %xmm3
	movdqa	%xmm3, 48(%rdx)
	movdqa	%xmm2, 32(%rdx)
	movdqa	%xmm1, 16(%rdx)
	movdqa	%xmm0, (%rdx)
	movq	%rax, 88(%rdx)
	movq	648(%rsp), %rax
	movq	%rax, 96(%rdx)
	movq	640(%rsp), %rax
	movq	%rax, 104(%rdx)
.LBB63:
	leaq	-40(%rbp), %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
.LBB10:
	leaq	.Lanon107(%rip), %rcx
	movq	%r13, %rdi
	movq	%rsi, %rdx
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
.LBB25:
	addq	$-4, %rbx
	leaq	.Lanon108(%rip), %rcx
	movq	%rbx, %rdi
	movq	%rsi, %rdx
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
.LBB60:
	leaq	.Lanon108(%rip), %rcx
	movq	%rbx, %rdi
	movq	%rdx, %rsi
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
.LBB59:
	movaps	1824(%rsp), %xmm0
	movq	120(%rsp), %rax
	movaps	%xmm0, 96(%rax)
	movaps	1808(%rsp), %xmm0
	movaps	%xmm0, 80(%rax)
	movaps	1792(%rsp), %xmm0
	movaps	%xmm0, 64(%rax)
	movaps	1728(%rsp), %xmm0
	movaps	1744(%rsp), %xmm1
	movaps	1760(%rsp), %xmm2
	movaps	1776(%rsp), %xmm3
	movaps	%xmm3, 48(%rax)
	movaps	%xmm2, 32(%rax)
	movaps	%xmm1, 16(%rax)
	movaps	%xmm0, (%rax)
	jmp	.LBB63
.LBB92:
	leaq	.Lanon109(%rip), %rcx
	movq	%r15, %rdi
	movq	%rdx, %rsi
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
	jmp	.LBB110
.LBB32:
	leaq	.Lanon111(%rip), %rcx
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
	jmp	.LBB110
.LBB67:
	leaq	.Lanon111(%rip), %rcx
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
	jmp	.LBB110
.LBB36:
	leaq	.Lanon112(%rip), %rdi
	leaq	.Lanon113(%rip), %rdx
	movl	$31, %esi
	callq	*_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed@GOTPCREL(%rip)
	jmp	.LBB110
.LBB14:
	leaq	.Lanon114(%rip), %rdx
	movl	$16, %esi
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check@GOTPCREL(%rip)
.LBB71:
	leaq	.Lanon112(%rip), %rdi
	leaq	.Lanon113(%rip), %rdx
	movl	$31, %esi
	callq	*_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed@GOTPCREL(%rip)
	jmp	.LBB110
.LBB97:
	leaq	.Lanon111(%rip), %rcx
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
	jmp	.LBB110
.LBB101:
	leaq	.Lanon112(%rip), %rdi
	leaq	.Lanon113(%rip), %rdx
	movl	$31, %esi
	callq	*_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed@GOTPCREL(%rip)
	jmp	.LBB110
.LBB82:
	leaq	.Lanon114(%rip), %rdx
	movl	$16, %esi
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check@GOTPCREL(%rip)
.LBB110:
	ud2
.LBB115:
	jmp	.LBB116
.LBB117:
	jmp	.LBB116
.LBB118:
	jmp	.LBB119
.LBB120:
	jmp	.LBB119
.LBB121:
.LBB119:
	movq	%rax, %rbx
	leaq	448(%rsp), %rdi
	callq	_ZN4core3ptr84drop_in_place$LT$core..option..Option$LT$ptx_abi_core..derived..table..Fault$GT$$GT$E
	leaq	336(%rsp), %rdi
	callq	_ZN4core3ptr86drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$ptx_abi_core..error..Error$GT$$GT$E
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT
.LBB122:
	jmp	.LBB123
.LBB124:
	jmp	.LBB125
.LBB126:
	jmp	.LBB123
.LBB127:
	jmp	.LBB125
.LBB128:
.LBB123:
	movq	%rax, %rbx
	leaq	448(%rsp), %rdi
	callq	_ZN4core3ptr84drop_in_place$LT$core..option..Option$LT$ptx_abi_core..derived..table..Fault$GT$$GT$E
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT
.LBB129:
	jmp	.LBB116
.LBB130:
.LBB125:
	movq	%rax, %rbx
	leaq	336(%rsp), %rdi
	callq	_ZN4core3ptr84drop_in_place$LT$core..option..Option$LT$ptx_abi_core..derived..table..Fault$GT$$GT$E
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT
.LBB131:
.LBB116:
	movq	%rax, %rbx
	leaq	336(%rsp), %rdi
	callq	_ZN4core3ptr86drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$ptx_abi_core..error..Error$GT$$GT$E
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT

_ZN12ptx_abi_core7derived5quads4sse212pack_nothingE:
	retq

_ZN12ptx_abi_core7derived5quads4sse24packE:
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	cmpb	$0, 59(%rdi)
	je	.LBB0
	movq	672(%rsi), %rax
	movq	688(%rsi), %rcx
	movq	(%rdi), %rdx
	leaq	(%rax,%rdx), %r8
	movdqu	(%rax,%rdx), %xmm0
	movdqu	(%rcx,%r8), %xmm1
	movdqu	(%r8,%rcx,2), %xmm2
	leaq	(%rcx,%rcx,2), %rax
	movdqu	(%r8,%rax), %xmm3
	movdqa	%xmm0, %xmm4
	punpckldq	%xmm1, %xmm4
	movdqa	%xmm2, %xmm5
	punpckldq	%xmm3, %xmm5
	punpckhdq	%xmm1, %xmm0
	punpckhdq	%xmm3, %xmm2
	movdqa	%xmm4, %xmm1
	punpcklqdq	%xmm5, %xmm1
	punpckhqdq	%xmm5, %xmm4
	movdqa	%xmm0, %xmm3
	punpcklqdq	%xmm2, %xmm3
	punpckhqdq	%xmm2, %xmm0
	movdqa	%xmm1, 512(%rsi)
	movdqa	%xmm4, 528(%rsi)
	movdqa	%xmm3, 544(%rsi)
	movdqa	%xmm0, 560(%rsi)
	xorl	%eax, %eax
	jmp	.LBB1
.LBB0:
	movq	704(%rsi), %rax
	cmpq	$4, %rax
	jae	.LBB2
.LBB1:
	leaq	1(%rax), %rcx
	movq	%rcx, 704(%rsi)
	shlq	$4, %rax
	movdqa	512(%rsi,%rax), %xmm0
.LBB3:
	movzbl	57(%rdi), %r9d
	movdqa	%xmm0, %xmm1
	cmpb	$1, %r9b
	jne	.LBB4
	movl	48(%rdi), %ecx
	movl	$-1, %eax
	movl	$-1, %edx
	shll	%cl, %edx
	cmpl	$32, %ecx
	notl	%edx
	cmovael	%eax, %edx
	movd	%edx, %xmm1
	pshufd	$0, %xmm1, %xmm1
	pand	%xmm0, %xmm1
.LBB4:
	movq	8(%rdi), %rdx
	movq	640(%rsi), %rbx
	movq	696(%rsi), %rax
	movq	%rdx, %rcx
	shrq	$6, %rcx
	leaq	8(,%rcx,8), %r8
	shlq	$3, %rcx
	xorl	%r10d, %r10d
	cmpq	%rax, %r8
	setbe	%r11b
	leaq	608(%rsi), %r8
	cmpq	%rbx, %rcx
	je	.LBB5
	cmpq	$-1, %rbx
	je	.LBB6
	cmpb	$0, 712(%rsi)
	je	.LBB7
	movq	%rbx, %rax
	shrq	$3, %rax
	cmpq	$127, %rbx
	ja	.LBB8
	shlq	$5, %rax
	movdqa	608(%rsi), %xmm2
	movdqa	624(%rsi), %xmm3
	punpckldq	%xmm3, %xmm2
	por	(%rsi,%rax), %xmm2
	movdqa	%xmm2, (%rsi,%rax)
	movdqa	608(%rsi), %xmm2
	punpckhdq	%xmm3, %xmm2
	por	16(%rsi,%rax), %xmm2
	movdqa	%xmm2, 16(%rsi,%rax)
	jmp	.LBB6
.LBB2:
	movzbl	53(%rdi), %eax
	testb	%al, %al
	je	.LBB9
	movq	672(%rsi), %r8
	movq	688(%rsi), %rdx
	movq	(%rdi), %r9
	movzbl	54(%rdi), %ecx
	movl	%ecx, %r10d
	shrl	$3, %r10d
	subq	%r10, %r9
	leaq	(%r8,%r9), %r10
	cmpb	$4, %al
	jne	.LBB10
	movd	(%r8,%r9), %xmm0
	movd	(%rdx,%r10), %xmm1
	punpckldq	%xmm1, %xmm0
	leaq	(%rdx,%rdx,2), %r8
	movd	(%r10,%r8), %xmm1
	movd	(%r10,%rdx,2), %xmm2
	punpckldq	%xmm1, %xmm2
	punpcklqdq	%xmm2, %xmm0
	jmp	.LBB11
.LBB7:
	movq	680(%rsi), %r14
	cmpq	$8, 648(%rsi)
	jne	.LBB12
	movdqa	608(%rsi), %xmm2
	movdqa	624(%rsi), %xmm4
	movdqa	%xmm2, %xmm3
	punpckldq	%xmm4, %xmm3
	punpckhdq	%xmm4, %xmm2
	cmpb	$0, 656(%rsi)
	je	.LBB13
	leaq	(%r14,%rbx), %r13
	movq	(%r14,%rbx), %xmm4
	movq	(%rax,%r13), %xmm5
	punpcklqdq	%xmm5, %xmm4
	por	%xmm4, %xmm3
	leaq	(%rax,%rax), %r12
	leaq	(%rax,%rax,2), %r15
	movq	(%r13,%r15), %xmm4
	movq	(%r13,%rax,2), %xmm5
	punpcklqdq	%xmm4, %xmm5
	por	%xmm5, %xmm2
	jmp	.LBB14
.LBB9:
	movdqa	592(%rsi), %xmm0
	movzbl	54(%rdi), %ecx
	jmp	.LBB15
.LBB10:
	cmpb	$2, %al
	jne	.LBB16
	movzwl	(%r8,%r9), %r8d
	movd	%r8d, %xmm0
	pinsrw	$2, (%rdx,%r10), %xmm0
	pinsrw	$4, (%r10,%rdx,2), %xmm0
	leaq	(%rdx,%rdx,2), %rdx
	movzwl	(%r10,%rdx), %edx
	jmp	.LBB17
.LBB12:
	movdqa	608(%rsi), %xmm2
	cmpb	$0, 656(%rsi)
	je	.LBB18
	leaq	(%r14,%rbx), %r13
	movd	(%r14,%rbx), %xmm3
	movd	(%rax,%r13), %xmm4
	punpckldq	%xmm4, %xmm3
	leaq	(%rax,%rax), %r12
	leaq	(%rax,%rax,2), %r15
	movd	(%r13,%r15), %xmm4
	movd	(%r13,%rax,2), %xmm5
	punpckldq	%xmm4, %xmm5
	punpcklqdq	%xmm5, %xmm3
	por	%xmm3, %xmm2
	jmp	.LBB19
.LBB13:
	leaq	(%rax,%rax), %r12
	leaq	(%rax,%rax,2), %r15
.LBB14:
	leaq	(%r14,%rbx), %r13
	movq	%xmm3, (%r14,%rbx)
	pshufd	$238, %xmm3, %xmm3
	movq	%xmm3, (%rax,%r13)
	movq	%xmm2, (%r12,%r13)
	pshufd	$238, %xmm2, %xmm2
	movq	%xmm2, (%r15,%r13)
	jmp	.LBB6
.LBB16:
	movzbl	(%r8,%r9), %r8d
	movzbl	(%rdx,%r10), %r9d
	movd	%r8d, %xmm0
	pinsrw	$2, %r9d, %xmm0
	movzbl	(%r10,%rdx,2), %r8d
	pinsrw	$4, %r8d, %xmm0
	leaq	(%rdx,%rdx,2), %rdx
	movzbl	(%r10,%rdx), %edx
.LBB17:
	pinsrw	$6, %edx, %xmm0
.LBB11:
	movdqa	%xmm0, 592(%rsi)
.LBB15:
	movzbl	%cl, %ecx
	movd	%ecx, %xmm1
	psrld	%xmm1, %xmm0
	movzbl	52(%rdi), %ecx
	cmpb	%cl, %al
	je	.LBB3
	movl	%ecx, %eax
	shll	$3, %ecx
	movl	$-1, %edx
	movl	$-1, %r8d
	shll	%cl, %r8d
	cmpb	$4, %al
	notl	%r8d
	cmovael	%edx, %r8d
	movd	%r8d, %xmm1
	pshufd	$0, %xmm1, %xmm1
	pand	%xmm1, %xmm0
	jmp	.LBB3
.LBB18:
	leaq	(%rax,%rax), %r12
	leaq	(%rax,%rax,2), %r15
.LBB19:
	leaq	(%r14,%rbx), %r13
	movd	%xmm2, (%r14,%rbx)
	pshufd	$85, %xmm2, %xmm3
	movd	%xmm3, (%rax,%r13)
	pshufd	$238, %xmm2, %xmm3
	movd	%xmm3, (%r12,%r13)
	pshufd	$255, %xmm2, %xmm2
	movd	%xmm2, (%r15,%r13)
.LBB6:
	movb	%r11b, %r10b
	leaq	4(,%r10,4), %rax
	movzbl	58(%rdi), %r10d
	pxor	%xmm2, %xmm2
	movdqa	%xmm2, 16(%r8)
	movdqa	%xmm2, (%r8)
	movq	%rcx, 640(%rsi)
	movq	%rax, 648(%rsi)
	movb	%r10b, 656(%rsi)
.LBB5:
	movl	%edx, %eax
	andl	$31, %eax
	movd	%eax, %xmm3
	movdqa	576(%rsi), %xmm2
	movl	48(%rdi), %eax
	testb	%r9b, %r9b
	je	.LBB20
	movl	52(%rdi), %ecx
	movl	%ecx, %edi
	shll	$3, %ecx
	movl	$-1, %r9d
	movl	$-1, %r10d
	shll	%cl, %r10d
	cmpb	$4, %dil
	notl	%r10d
	cmovael	%r9d, %r10d
	movdqa	%xmm0, %xmm4
	paddd	%xmm4, %xmm4
	pxor	%xmm4, %xmm0
	movl	%eax, %ecx
	shll	%cl, %r9d
	xorl	%ecx, %ecx
	cmpl	$32, %eax
	cmovbl	%r9d, %ecx
	andl	%r10d, %ecx
	jmp	.LBB21
.LBB20:
	movl	$-1, %edi
	movl	%eax, %ecx
	shll	%cl, %edi
	xorl	%ecx, %ecx
	cmpl	$32, %eax
	cmovbl	%edi, %ecx
.LBB21:
	pslld	%xmm3, %xmm1
	movd	%ecx, %xmm3
	pshufd	$0, %xmm3, %xmm3
	pand	%xmm0, %xmm3
	por	%xmm2, %xmm3
	movdqa	%xmm3, 576(%rsi)
	testb	$32, %dl
	jne	.LBB22
	por	(%r8), %xmm1
	movdqa	%xmm1, (%r8)
	jmp	.LBB23
.LBB22:
	por	624(%rsi), %xmm1
	movdqa	%xmm1, 624(%rsi)
.LBB23:
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	retq
.LBB8:
	leaq	.Lanon24(%rip), %rdx
	movl	$16, %esi
	movq	%rax, %rdi
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check@GOTPCREL(%rip)

_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$16write_one_by_oneE:
	movq	%rdi, %rax
	testq	%rcx, %rcx
	je	.LBB0
	movq	8(%rsp), %rdi
	imulq	64(%rsi), %rdi
	addq	%rdi, %r8
	movaps	.LCPI1(%rip), %xmm0
	movaps	.LCPI2(%rip), %xmm1
.LBB3:
	movdqu	(%rdx), %xmm2
	movdqu	16(%rdx), %xmm3
	pand	%xmm0, %xmm2
	pand	%xmm1, %xmm3
	movdqu	%xmm2, (%r8)
	movdqu	%xmm3, 16(%r8)
	addq	$32, %rdx
	addq	$32, %r8
	decq	%rcx
	jne	.LBB3
.LBB0:
	movabsq	$-9223372036854775808, %rcx
	movq	%rcx, 88(%rax)
	retq

_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$16write_one_by_oneE:
	movq	%rdi, %rax
	testq	%rcx, %rcx
	je	.LBB0
	movq	8(%rsp), %rdi
	imulq	64(%rsi), %rdi
	addq	%rdi, %r8
	pcmpeqd	%xmm0, %xmm0
	movaps	.LCPI1(%rip), %xmm1
.LBB2:
	movdqu	(%rdx), %xmm2
	movdqu	16(%rdx), %xmm3
	movdqu	32(%rdx), %xmm4
	pand	%xmm1, %xmm2
	pand	%xmm0, %xmm3
	pand	%xmm1, %xmm4
	movdqu	%xmm2, (%r8)
	movdqu	%xmm3, 16(%r8)
	movdqu	%xmm4, 32(%r8)
	addq	$48, %rdx
	addq	$48, %r8
	decq	%rcx
	jne	.LBB2
.LBB0:
	movabsq	$-9223372036854775808, %rcx
	movq	%rcx, 88(%rax)
	retq

_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$16write_one_by_oneE:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	subq	$856, %rsp
	movq	%r8, 72(%rsp)
	movq	%rcx, 32(%rsp)
	movq	%rdx, 24(%rsp)
	movq	%rdi, %r15
	movq	912(%rsp), %rax
	movq	64(%rsi), %r12
	movq	%rsi, 112(%rsp)
	movq	8(%rsi), %rdi
	testq	%rdi, %rdi
	movq	%r15, 120(%rsp)
	movq	%r12, 40(%rsp)
	je	.LBB0
	movq	112(%rsp), %rax
	movq	(%rax), %r8
	cmpq	$8, %rdi
	jae	.LBB1
	movb	$1, %cl
	xorl	%eax, %eax
	jmp	.LBB2
.LBB1:
	cmpq	$32, %rdi
	jae	.LBB3
	movb	$1, %cl
	xorl	%eax, %eax
	jmp	.LBB4
.LBB3:
	movq	%rdi, %rax
	andq	$-32, %rax
	leaq	2039(%r8), %rcx
	movdqa	.LCPI5(%rip), %xmm0
	movq	%rax, %rdx
	movdqa	%xmm0, %xmm1
.LBB6:
	movzbl	-1024(%rcx), %esi
	movd	%esi, %xmm2
	movzbl	-1088(%rcx), %esi
	movd	%esi, %xmm3
	punpcklbw	%xmm2, %xmm3
	movzbl	-1152(%rcx), %esi
	movd	%esi, %xmm2
	movzbl	-1216(%rcx), %esi
	movd	%esi, %xmm4
	punpcklbw	%xmm2, %xmm4
	punpcklwd	%xmm3, %xmm4
	movzbl	-1280(%rcx), %esi
	movd	%esi, %xmm2
	movzbl	-1344(%rcx), %esi
	movd	%esi, %xmm3
	punpcklbw	%xmm2, %xmm3
	movzbl	-1408(%rcx), %esi
	movd	%esi, %xmm5
	movzbl	-1472(%rcx), %esi
	movd	%esi, %xmm2
	punpcklbw	%xmm5, %xmm2
	punpcklwd	%xmm3, %xmm2
	punpckldq	%xmm4, %xmm2
	movzbl	-1536(%rcx), %esi
	movd	%esi, %xmm3
	movzbl	-1600(%rcx), %esi
	movd	%esi, %xmm4
	punpcklbw	%xmm3, %xmm4
	movzbl	-1664(%rcx), %esi
	movd	%esi, %xmm3
	movzbl	-1728(%rcx), %esi
	movd	%esi, %xmm5
	punpcklbw	%xmm3, %xmm5
	punpcklwd	%xmm4, %xmm5
	movzbl	-1792(%rcx), %esi
	movd	%esi, %xmm3
	movzbl	-1856(%rcx), %esi
	movd	%esi, %xmm4
	punpcklbw	%xmm3, %xmm4
	movzbl	-1920(%rcx), %esi
	movd	%esi, %xmm3
	movzbl	-1984(%rcx), %esi
	movd	%esi, %xmm6
	punpcklbw	%xmm3, %xmm6
	punpcklwd	%xmm4, %xmm6
	punpckldq	%xmm5, %xmm6
	punpcklqdq	%xmm2, %xmm6
	pand	%xmm6, %xmm1
	movzbl	(%rcx), %esi
	movd	%esi, %xmm2
	movzbl	-64(%rcx), %esi
	movd	%esi, %xmm3
	punpcklbw	%xmm2, %xmm3
	movzbl	-128(%rcx), %esi
	movd	%esi, %xmm2
	movzbl	-192(%rcx), %esi
	movd	%esi, %xmm4
	punpcklbw	%xmm2, %xmm4
	punpcklwd	%xmm3, %xmm4
	movzbl	-256(%rcx), %esi
	movd	%esi, %xmm2
	movzbl	-320(%rcx), %esi
	movd	%esi, %xmm3
	punpcklbw	%xmm2, %xmm3
	movzbl	-384(%rcx), %esi
	movd	%esi, %xmm5
	movzbl	-448(%rcx), %esi
	movd	%esi, %xmm2
	punpcklbw	%xmm5, %xmm2
	punpcklwd	%xmm3, %xmm2
	punpckldq	%xmm4, %xmm2
	movzbl	-512(%rcx), %esi
	movd	%esi, %xmm3
	movzbl	-576(%rcx), %esi
	movd	%esi, %xmm4
	punpcklbw	%xmm3, %xmm4
	movzbl	-640(%rcx), %esi
	movd	%esi, %xmm3
	movzbl	-704(%rcx), %esi
	movd	%esi, %xmm5
	punpcklbw	%xmm3, %xmm5
	punpcklwd	%xmm4, %xmm5
	movzbl	-768(%rcx), %esi
	movd	%esi, %xmm3
	movzbl	-832(%rcx), %esi
	movd	%esi, %xmm4
	punpcklbw	%xmm3, %xmm4
	movzbl	-896(%rcx), %esi
	movd	%esi, %xmm3
	movzbl	-960(%rcx), %esi
	movd	%esi, %xmm6
	punpcklbw	%xmm3, %xmm6
	punpcklwd	%xmm4, %xmm6
	punpckldq	%xmm5, %xmm6
	punpcklqdq	%xmm2, %xmm6
	pand	%xmm6, %xmm0
	addq	$2048, %rcx
	addq	$-32, %rdx
	jne	.LBB6
	pand	%xmm1, %xmm0
	psllw	$7, %xmm0
	pmovmskb	%xmm0, %ecx
	cmpl	$65535, %ecx
	sete	%cl
	cmpq	%rax, %rdi
	je	.LBB7
	testb	$24, %dil
	je	.LBB2
.LBB4:
	movzbl	%cl, %ecx
	movdqa	.LCPI8(%rip), %xmm0
	pinsrw	$0, %ecx, %xmm0
	movq	%rax, %rcx
	shlq	$6, %rax
	leaq	(%rax,%r8), %rdx
	addq	$503, %rdx
	movq	%rdi, %rax
	andq	$-8, %rax
	subq	%rax, %rcx
.LBB9:
	movzbl	(%rdx), %esi
	movd	%esi, %xmm1
	movzbl	-64(%rdx), %esi
	movd	%esi, %xmm2
	punpcklwd	%xmm1, %xmm2
	movzbl	-128(%rdx), %esi
	movd	%esi, %xmm1
	movzbl	-192(%rdx), %esi
	movd	%esi, %xmm3
	punpcklwd	%xmm1, %xmm3
	punpckldq	%xmm2, %xmm3
	movzbl	-256(%rdx), %esi
	movd	%esi, %xmm1
	movzbl	-320(%rdx), %esi
	movd	%esi, %xmm2
	punpcklwd	%xmm1, %xmm2
	movzbl	-384(%rdx), %esi
	movd	%esi, %xmm1
	movzbl	-448(%rdx), %esi
	movd	%esi, %xmm4
	punpcklwd	%xmm1, %xmm4
	punpckldq	%xmm2, %xmm4
	punpcklqdq	%xmm3, %xmm4
	pand	%xmm4, %xmm0
	addq	$512, %rdx
	addq	$8, %rcx
	jne	.LBB9
	psllw	$7, %xmm0
	pmovmskb	%xmm0, %ecx
	notl	%ecx
	testl	$21845, %ecx
	sete	%cl
	cmpq	%rax, %rdi
	je	.LBB7
.LBB2:
	movq	%rdi, %rdx
	subq	%rax, %rdx
	shlq	$6, %rax
	addq	%r8, %rax
	addq	$55, %rax
.LBB10:
	andb	(%rax), %cl
	addq	$64, %rax
	decq	%rdx
	jne	.LBB10
.LBB7:
	testb	%cl, %cl
	movq	912(%rsp), %rax
	je	.LBB11
.LBB0:
	movq	%r12, %rcx
	imulq	%rax, %rcx
	addq	72(%rsp), %rcx
	movq	%rcx, 88(%rsp)
	movq	32(%rsp), %r9
	cmpq	$4, %r9
	jae	.LBB12
	xorl	%r10d, %r10d
.LBB13:
	cmpq	%r9, %r10
	movq	120(%rsp), %r15
	jae	.LBB14
	movq	%r10, %rcx
	movq	112(%rsp), %rax
	movq	16(%rax), %rdx
	movq	24(%rax), %rsi
	testb	$15, %r12b
	movq	%rsi, 104(%rsp)
	je	.LBB15
	addq	$16, %rdx
	movq	%rdx, 56(%rsp)
	jmp	.LBB16
.LBB17:
	movq	64(%rsp), %rcx
	incq	%rcx
	cmpq	32(%rsp), %rcx
	movq	104(%rsp), %rsi
	je	.LBB14
.LBB16:
	movq	%rcx, %rax
	imulq	%r12, %rax
	addq	88(%rsp), %rax
	movq	%rax, 8(%rsp)
	testq	%rsi, %rsi
	movq	%rcx, 64(%rsp)
	je	.LBB18
	leaq	(%rcx,%rcx,2), %rax
	shlq	$4, %rax
	addq	24(%rsp), %rax
	movq	%rax, 80(%rsp)
	movq	56(%rsp), %r14
	xorl	%ebp, %ebp
	xorl	%r15d, %r15d
	jmp	.LBB19
.LBB20:
	movq	16(%rsp), %rsi
	addq	$24, %r14
	movq	%rax, %r15
	decq	%rsi
	je	.LBB21
.LBB19:
	movq	-8(%r14), %rcx
	addq	80(%rsp), %rcx
	movq	-16(%r14), %r13
	movq	(%r14), %rbx
	addq	%r13, %rbx
	leaq	8(%rbp), %r12
	cmpq	%r12, %r13
	movq	%rsi, 16(%rsp)
	movq	%rcx, (%rsp)
	jb	.LBB22
	movq	40(%rsp), %rdx
	subq	%rbp, %rdx
	cmpq	$8, %rdx
	movl	$8, %eax
	cmovaeq	%rax, %rdx
	movq	%r15, 128(%rsp)
	movq	8(%rsp), %r15
	addq	%r15, %rbp
	movq	%rbp, %rdi
	leaq	128(%rsp), %rsi
	movq	memcpy@GOTPCREL(%rip), %rax
	callq	*%rax
	movq	%r13, %rbp
	andq	$-8, %rbp
	leaq	(%r15,%r12), %rdi
	movq	%rbp, %rdx
	subq	%r12, %rdx
	xorl	%esi, %esi
	callq	*memset@GOTPCREL(%rip)
	movq	(%rsp), %rcx
	leaq	8(%rbp), %r12
	xorl	%r15d, %r15d
.LBB22:
	cmpq	%rbx, %r12
	movq	%rbx, %rdx
	cmovbq	%r12, %rdx
	subq	%r13, %rdx
	movq	$0, 128(%rsp)
	leaq	128(%rsp), %rdi
	movq	%rcx, %rsi
	callq	*memcpy@GOTPCREL(%rip)
	movq	128(%rsp), %rax
	movl	%r13d, %ecx
	subl	%ebp, %ecx
	shll	$3, %ecx
	shlq	%cl, %rax
	orq	%r15, %rax
	cmpq	%r12, %rbx
	jbe	.LBB20
	movq	40(%rsp), %rdx
	subq	%rbp, %rdx
	cmpq	$8, %rdx
	movl	$8, %ecx
	cmovaeq	%rcx, %rdx
	movq	%rax, 128(%rsp)
	movq	8(%rsp), %r15
	addq	%r15, %rbp
	movq	%rbp, %rdi
	leaq	128(%rsp), %rsi
	movq	memcpy@GOTPCREL(%rip), %rbp
	callq	*%rbp
	movq	%rbp, %rax
	movq	%rbx, %rbp
	andq	$-8, %rbp
	movq	%r12, %rsi
	subq	%r13, %rsi
	addq	(%rsp), %rsi
	leaq	(%r15,%r12), %rdi
	movq	%rbp, %rdx
	subq	%r12, %rdx
	movq	%rax, %r15
	callq	*%rax
	movq	%rbp, %rsi
	subq	%r13, %rsi
	addq	(%rsp), %rsi
	andl	$7, %ebx
	movq	$0, 128(%rsp)
	leaq	128(%rsp), %rdi
	movq	%rbx, %rdx
	callq	*%r15
	movq	128(%rsp), %rax
	jmp	.LBB20
.LBB18:
	xorl	%eax, %eax
	xorl	%ebp, %ebp
.LBB21:
	movq	40(%rsp), %r12
	movq	%r12, %rdx
	subq	%rbp, %rdx
	movq	120(%rsp), %r15
	leaq	128(%rsp), %rsi
	movq	memcpy@GOTPCREL(%rip), %r8
	jbe	.LBB17
	cmpq	$8, %rdx
	movl	$8, %ecx
	cmovaeq	%rcx, %rdx
	movq	%rax, 128(%rsp)
	movq	8(%rsp), %rax
	leaq	(%rax,%rbp), %rdi
	callq	*%r8
	addq	$8, %rbp
	movq	%r12, %rdx
	subq	%rbp, %rdx
	jbe	.LBB17
	movq	8(%rsp), %rdi
	addq	%rbp, %rdi
	xorl	%esi, %esi
	callq	*memset@GOTPCREL(%rip)
	jmp	.LBB17
.LBB12:
	movq	112(%rsp), %rax
	movq	16(%rax), %r14
	movq	24(%rax), %rax
	testb	$15, %r12b
	movq	%rax, 104(%rsp)
	je	.LBB23
	addq	$16, %r14
	movl	$4, %eax
	xorl	%r10d, %r10d
	movq	%r14, 56(%rsp)
	jmp	.LBB24
.LBB25:
	movq	%rax, %r10
	addq	$4, %rax
	movq	32(%rsp), %r9
	cmpq	%r9, %rax
	ja	.LBB13
.LBB24:
	movq	%rax, 64(%rsp)
	jmp	.LBB26
.LBB27:
	movq	48(%rsp), %r10
	incq	%r10
	movq	64(%rsp), %rax
	cmpq	%rax, %r10
	movq	56(%rsp), %r14
	je	.LBB25
.LBB26:
	movq	%r10, %rax
	imulq	%r12, %rax
	addq	88(%rsp), %rax
	movq	%rax, 8(%rsp)
	movq	104(%rsp), %rax
	testq	%rax, %rax
	movq	%r10, 48(%rsp)
	je	.LBB28
	leaq	(%r10,%r10,2), %rcx
	shlq	$4, %rcx
	addq	24(%rsp), %rcx
	movq	%rcx, 80(%rsp)
	movq	%rax, %rcx
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	jmp	.LBB29
.LBB30:
	movq	16(%rsp), %rcx
	addq	$24, %r14
	movq	%rax, %r12
	decq	%rcx
	je	.LBB31
.LBB29:
	movq	-8(%r14), %rsi
	addq	80(%rsp), %rsi
	movq	-16(%r14), %rbp
	movq	(%r14), %rbx
	addq	%rbp, %rbx
	leaq	8(%r15), %r13
	cmpq	%r13, %rbp
	movq	%rcx, 16(%rsp)
	movq	%rsi, (%rsp)
	jb	.LBB32
	movq	40(%rsp), %rdx
	subq	%r15, %rdx
	cmpq	$8, %rdx
	movl	$8, %eax
	cmovaeq	%rax, %rdx
	movq	%r12, 128(%rsp)
	movq	8(%rsp), %r12
	addq	%r12, %r15
	movq	%r15, %rdi
	leaq	128(%rsp), %rsi
	movq	memcpy@GOTPCREL(%rip), %rax
	callq	*%rax
	movq	%rbp, %r15
	andq	$-8, %r15
	leaq	(%r12,%r13), %rdi
	movq	%r15, %rdx
	subq	%r13, %rdx
	xorl	%esi, %esi
	callq	*memset@GOTPCREL(%rip)
	movq	(%rsp), %rsi
	leaq	8(%r15), %r13
	xorl	%r12d, %r12d
.LBB32:
	cmpq	%rbx, %r13
	movq	%rbx, %rdx
	cmovbq	%r13, %rdx
	subq	%rbp, %rdx
	movq	$0, 128(%rsp)
	leaq	128(%rsp), %rdi
	callq	*memcpy@GOTPCREL(%rip)
	movq	128(%rsp), %rax
	movl	%ebp, %ecx
	subl	%r15d, %ecx
	shll	$3, %ecx
	shlq	%cl, %rax
	orq	%r12, %rax
	cmpq	%r13, %rbx
	jbe	.LBB30
	movq	40(%rsp), %rdx
	subq	%r15, %rdx
	cmpq	$8, %rdx
	movl	$8, %ecx
	cmovaeq	%rcx, %rdx
	movq	%rax, 128(%rsp)
	movq	8(%rsp), %r12
	addq	%r12, %r15
	movq	%r15, %rdi
	leaq	128(%rsp), %rsi
	movq	memcpy@GOTPCREL(%rip), %r15
	callq	*%r15
	movq	%r15, %rax
	movq	%rbx, %r15
	andq	$-8, %r15
	movq	%r13, %rsi
	subq	%rbp, %rsi
	addq	(%rsp), %rsi
	leaq	(%r12,%r13), %rdi
	movq	%r15, %rdx
	subq	%r13, %rdx
	movq	%rax, %r12
	callq	*%rax
	movq	%r15, %rsi
	subq	%rbp, %rsi
	addq	(%rsp), %rsi
	andl	$7, %ebx
	movq	$0, 128(%rsp)
	leaq	128(%rsp), %rdi
	movq	%rbx, %rdx
	callq	*%r12
	movq	128(%rsp), %rax
	jmp	.LBB30
.LBB28:
	xorl	%eax, %eax
	xorl	%r15d, %r15d
.LBB31:
	movq	40(%rsp), %r12
	movq	%r12, %rdx
	subq	%r15, %rdx
	leaq	128(%rsp), %rsi
	jbe	.LBB27
	cmpq	$8, %rdx
	movl	$8, %ecx
	cmovaeq	%rcx, %rdx
	movq	%rax, 128(%rsp)
	movq	8(%rsp), %rax
	leaq	(%rax,%r15), %rdi
	callq	*memcpy@GOTPCREL(%rip)
	addq	$8, %r15
	movq	%r12, %rdx
	subq	%r15, %rdx
	jbe	.LBB27
	movq	8(%rsp), %rdi
	addq	%r15, %rdi
	xorl	%esi, %esi
	callq	*memset@GOTPCREL(%rip)
	jmp	.LBB27
.LBB11:
	movq	%r9, 360(%rsp)
	movq	32(%rsp), %rax
	testq	%rax, %rax
	je	.LBB14
	leaq	(%rax,%rax,2), %rcx
	shlq	$4, %rcx
	movq	24(%rsp), %rax
	addq	%rax, %rcx
	movq	%rcx, 272(%rsp)
	movq	112(%rsp), %rcx
	movq	16(%rcx), %rdx
	movq	24(%rcx), %rcx
	cmpq	$16, %rdi
	movl	$16, %esi
	cmovbq	%rdi, %rsi
	movq	%rsi, 80(%rsp)
	cmpq	$32, %rdi
	movl	$32, %esi
	cmovbq	%rdi, %rsi
	movq	%rsi, 256(%rsp)
	cmpq	$48, %rdi
	movl	$48, %esi
	cmovbq	%rdi, %rsi
	movq	%rsi, 88(%rsp)
	cmpq	$64, %rdi
	movl	$64, %esi
	cmovbq	%rdi, %rsi
	movq	%rsi, 264(%rsp)
	movq	%r12, %rsi
	imulq	912(%rsp), %rsi
	addq	72(%rsp), %rsi
	movq	%rsi, 48(%rsp)
	leaq	55(%r8), %rsi
	movq	%rsi, 280(%rsp)
	leaq	1079(%r8), %rsi
	movq	%rsi, 384(%rsp)
	leaq	2103(%r8), %rsi
	movq	%rsi, 376(%rsp)
	leaq	3127(%r8), %rsi
	movq	%rsi, 368(%rsp)
	addq	$4151, %r8
	movq	%r8, 352(%rsp)
	movq	%rdx, 96(%rsp)
	addq	$16, %rdx
	movq	%rdx, 392(%rsp)
	addq	$8, %rax
	movq	%rax, 64(%rsp)
	movq	912(%rsp), %rax
	movq	%rdi, 32(%rsp)
	movq	%rcx, 56(%rsp)
.LBB33:
	movq	%rax, %rdx
	imulq	%r12, %rdx
	addq	72(%rsp), %rdx
	movq	%rdx, (%rsp)
	testb	$15, %r12b
	movq	%rax, 248(%rsp)
	je	.LBB34
	testq	%rcx, %rcx
	je	.LBB35
	movq	392(%rsp), %r14
	xorl	%ebx, %ebx
	xorl	%r15d, %r15d
	jmp	.LBB36
.LBB37:
	movq	16(%rsp), %rcx
	addq	$24, %r14
	movq	%rax, %r15
	decq	%rcx
	je	.LBB38
.LBB36:
	movq	-8(%r14), %r8
	addq	24(%rsp), %r8
	movq	-16(%r14), %r13
	movq	(%r14), %rbp
	addq	%r13, %rbp
	leaq	8(%rbx), %r12
	cmpq	%r12, %r13
	movq	%rcx, 16(%rsp)
	jae	.LBB39
	leaq	128(%rsp), %rdi
	jmp	.LBB40
.LBB39:
	movq	40(%rsp), %rdx
	subq	%rbx, %rdx
	cmpq	$8, %rdx
	movl	$8, %eax
	cmovaeq	%rax, %rdx
	movq	%r15, 128(%rsp)
	addq	(%rsp), %rbx
	movq	%rbx, %rdi
	leaq	128(%rsp), %rsi
	movq	%r8, %r15
	movq	memcpy@GOTPCREL(%rip), %rax
	callq	*%rax
	movq	%r13, %rbx
	andq	$-8, %rbx
	movq	(%rsp), %rax
	leaq	(%rax,%r12), %rdi
	movq	%rbx, %rdx
	subq	%r12, %rdx
	xorl	%esi, %esi
	callq	*memset@GOTPCREL(%rip)
	movq	%r15, %r8
	leaq	128(%rsp), %rdi
	leaq	8(%rbx), %r12
	xorl	%r15d, %r15d
.LBB40:
	cmpq	%rbp, %r12
	movq	%rbp, %rdx
	cmovbq	%r12, %rdx
	subq	%r13, %rdx
	movq	$0, 128(%rsp)
	movq	%r8, %rsi
	movq	%r8, 8(%rsp)
	callq	*memcpy@GOTPCREL(%rip)
	movq	128(%rsp), %rax
	movl	%r13d, %ecx
	subl	%ebx, %ecx
	shll	$3, %ecx
	shlq	%cl, %rax
	orq	%r15, %rax
	cmpq	%r12, %rbp
	jbe	.LBB37
	movq	40(%rsp), %rdx
	subq	%rbx, %rdx
	cmpq	$8, %rdx
	movl	$8, %ecx
	cmovaeq	%rcx, %rdx
	movq	%rax, 128(%rsp)
	movq	(%rsp), %r15
	addq	%r15, %rbx
	movq	%rbx, %rdi
	leaq	128(%rsp), %rsi
	movq	memcpy@GOTPCREL(%rip), %rbx
	callq	*%rbx
	movq	%rbx, %rax
	movq	%rbp, %rbx
	andq	$-8, %rbx
	movq	%r12, %rsi
	subq	%r13, %rsi
	addq	8(%rsp), %rsi
	leaq	(%r15,%r12), %rdi
	movq	%rbx, %rdx
	subq	%r12, %rdx
	movq	%rax, %r15
	callq	*%rax
	movq	%rbx, %rsi
	subq	%r13, %rsi
	addq	8(%rsp), %rsi
	andl	$7, %ebp
	movq	$0, 128(%rsp)
	leaq	128(%rsp), %rdi
	movq	%rbp, %rdx
	callq	*%r15
	movq	128(%rsp), %rax
	jmp	.LBB37
.LBB34:
	testq	%rcx, %rcx
	je	.LBB41
	xorl	%edx, %edx
	xorl	%r13d, %r13d
	xorl	%r15d, %r15d
	xorl	%r14d, %r14d
	jmp	.LBB42
.LBB43:
	movq	%rbp, %rax
	subq	%rdx, %rax
	addq	%rax, %rsi
	andl	$7, %ebx
	movq	$0, 128(%rsp)
	leaq	128(%rsp), %rdi
	movq	%rbx, %rdx
	callq	*%r8
	movq	128(%rsp), %rax
	movq	%rbp, %r13
.LBB44:
	movq	16(%rsp), %rdx
	incq	%rdx
	movq	%rax, %r15
	cmpq	56(%rsp), %rdx
	movq	40(%rsp), %r12
	je	.LBB45
.LBB42:
	leaq	(%rdx,%rdx,2), %rax
	movq	96(%rsp), %rcx
	movq	(%rcx,%rax,8), %rbp
	movq	8(%rcx,%rax,8), %rsi
	movq	16(%rcx,%rax,8), %rbx
	addq	%rbp, %rbx
	leaq	8(%r13), %rax
	cmpq	%rax, %rbp
	movq	%rdx, 16(%rsp)
	jb	.LBB46
	testb	$15, %r13b
	je	.LBB47
	movq	%r15, %xmm0
	movq	%r14, %xmm1
	punpcklqdq	%xmm0, %xmm1
	movq	(%rsp), %rcx
	movdqu	%xmm1, -8(%rcx,%r13)
	movq	%rbp, %r13
	andq	$-8, %r13
	cmpq	%r13, %rax
	jb	.LBB48
	jmp	.LBB49
.LBB47:
	movq	%r15, %r14
	movq	%rbp, %r13
	andq	$-8, %r13
	cmpq	%r13, %rax
	jae	.LBB49
.LBB48:
	movq	48(%rsp), %rcx
	jmp	.LBB50
.LBB51:
	movq	%r14, %xmm0
	movdqu	%xmm0, -8(%rcx,%rax)
	addq	$8, %rax
	cmpq	%r13, %rax
	jae	.LBB49
.LBB50:
	testb	$15, %al
	jne	.LBB51
	xorl	%r14d, %r14d
	addq	$8, %rax
	cmpq	%r13, %rax
	jb	.LBB50
.LBB49:
	xorl	%r15d, %r15d
.LBB46:
	movq	24(%rsp), %rax
	movq	%rsi, 104(%rsp)
	addq	%rax, %rsi
	leaq	8(%r13), %r12
	cmpq	%rbx, %r12
	movq	%rbx, %rdx
	cmovbq	%r12, %rdx
	subq	%rbp, %rdx
	movq	$0, 128(%rsp)
	leaq	128(%rsp), %rdi
	movq	%rsi, 8(%rsp)
	callq	*memcpy@GOTPCREL(%rip)
	movq	128(%rsp), %rax
	movl	%ebp, %ecx
	subl	%r13d, %ecx
	shll	$3, %ecx
	shlq	%cl, %rax
	orq	%r15, %rax
	cmpq	%r12, %rbx
	jbe	.LBB52
	testb	$15, %r13b
	movq	48(%rsp), %rcx
	movq	%rbp, %rdx
	je	.LBB53
	movq	%rax, %xmm0
	movq	%r14, %xmm1
	punpcklqdq	%xmm0, %xmm1
	movq	(%rsp), %rax
	movdqu	%xmm1, -8(%rax,%r13)
	jmp	.LBB54
.LBB52:
	movq	%r13, %rbp
	jmp	.LBB44
.LBB53:
	movq	%rax, %r14
.LBB54:
	movq	memcpy@GOTPCREL(%rip), %r8
	movq	8(%rsp), %rsi
	movq	%rbx, %rbp
	andq	$-8, %rbp
	cmpq	%rbp, %r12
	jae	.LBB43
	addq	104(%rsp), %r13
	subq	%rdx, %r13
	addq	64(%rsp), %r13
	jmp	.LBB55
.LBB56:
	movq	%rax, %xmm0
	movq	%r14, %xmm1
	punpcklqdq	%xmm0, %xmm1
	movdqu	%xmm1, -8(%rcx,%r12)
	addq	$8, %r12
	addq	$8, %r13
	cmpq	%rbp, %r12
	jae	.LBB43
.LBB55:
	movq	(%r13), %rax
	testb	$15, %r12b
	jne	.LBB56
	movq	%rax, %r14
	addq	$8, %r12
	addq	$8, %r13
	cmpq	%rbp, %r12
	jb	.LBB55
	jmp	.LBB43
.LBB35:
	xorl	%eax, %eax
	xorl	%ebx, %ebx
.LBB38:
	movq	40(%rsp), %r12
	movq	%r12, %rdx
	subq	%rbx, %rdx
	movq	120(%rsp), %r15
	jbe	.LBB57
	cmpq	$8, %rdx
	movl	$8, %ecx
	cmovaeq	%rcx, %rdx
	movq	%rax, 128(%rsp)
	movq	(%rsp), %rax
	leaq	(%rax,%rbx), %rdi
	leaq	128(%rsp), %rsi
	callq	*memcpy@GOTPCREL(%rip)
	addq	$8, %rbx
	movq	%r12, %rdx
	subq	%rbx, %rdx
	jbe	.LBB57
	addq	(%rsp), %rbx
	movq	%rbx, %rdi
	xorl	%esi, %esi
	callq	*memset@GOTPCREL(%rip)
	jmp	.LBB57
.LBB41:
	xorl	%r14d, %r14d
	xorl	%eax, %eax
	xorl	%ebp, %ebp
.LBB45:
	cmpq	%r12, %rbp
	movq	120(%rsp), %r15
	jae	.LBB57
	testb	$15, %bpl
	je	.LBB58
	movq	%rax, %xmm0
	movq	%r14, %xmm1
	punpcklqdq	%xmm0, %xmm1
	movq	(%rsp), %rax
	movdqu	%xmm1, -8(%rax,%rbp)
	addq	$8, %rbp
	cmpq	%r12, %rbp
	jb	.LBB59
	jmp	.LBB57
.LBB58:
	movq	%rax, %r14
	addq	$8, %rbp
	cmpq	%r12, %rbp
	jb	.LBB59
	jmp	.LBB57
.LBB60:
	movq	%r14, %xmm0
	movq	48(%rsp), %rax
	movdqu	%xmm0, -8(%rax,%rbp)
	addq	$8, %rbp
	cmpq	%r12, %rbp
	jae	.LBB57
.LBB59:
	testb	$15, %bpl
	jne	.LBB60
	xorl	%r14d, %r14d
	addq	$8, %rbp
	cmpq	%r12, %rbp
	jb	.LBB59
.LBB57:
	movq	248(%rsp), %rax
	leaq	1(%rax), %r13
	movq	24(%rsp), %rax
	leaq	48(%rax), %r14
	movabsq	$-9223372036854775808, %rax
	incq	%rax
	movq	%rax, 16(%rsp)
	movq	%rax, 600(%rsp)
	movq	(%rsp), %rax
	movq	%rax, 288(%rsp)
	movq	%r12, 296(%rsp)
	movq	$-1, 304(%rsp)
	pxor	%xmm0, %xmm0
	movdqu	%xmm0, 312(%rsp)
	leaq	512(%rsp), %rax
	movq	%rax, 336(%rsp)
	movq	$0, 328(%rsp)
	movb	$0, 344(%rsp)
	movq	280(%rsp), %rbx
	xorl	%ebp, %ebp
	jmp	.LBB61
.LBB62:
	incq	%rbp
	addq	$64, %rbx
	cmpq	%rbp, 80(%rsp)
	je	.LBB63
.LBB61:
	cmpb	$0, (%rbx)
	jne	.LBB62
	movq	-47(%rbx), %rdx
	movq	-55(%rbx), %rdi
	addq	24(%rsp), %rdi
	movl	-7(%rbx), %ecx
	leaq	288(%rsp), %rsi
	callq	*-23(%rbx)
	testb	%al, %al
	jne	.LBB62
	jmp	.LBB64
.LBB63:
	cmpq	$17, 32(%rsp)
	jb	.LBB65
	movl	$16, %ebp
	movq	384(%rsp), %rbx
	jmp	.LBB66
.LBB67:
	incq	%rbp
	addq	$64, %rbx
	cmpq	%rbp, 256(%rsp)
	je	.LBB68
.LBB66:
	cmpb	$0, (%rbx)
	jne	.LBB67
	movq	-47(%rbx), %rdx
	movq	-55(%rbx), %rdi
	addq	24(%rsp), %rdi
	movl	-7(%rbx), %ecx
	leaq	288(%rsp), %rsi
	callq	*-23(%rbx)
	testb	%al, %al
	jne	.LBB67
	jmp	.LBB64
.LBB68:
	cmpq	$33, 32(%rsp)
	jb	.LBB65
	movl	$32, %ebp
	movq	376(%rsp), %rbx
	jmp	.LBB69
.LBB70:
	incq	%rbp
	addq	$64, %rbx
	cmpq	%rbp, 88(%rsp)
	je	.LBB71
.LBB69:
	cmpb	$0, (%rbx)
	jne	.LBB70
	movq	-47(%rbx), %rdx
	movq	-55(%rbx), %rdi
	addq	24(%rsp), %rdi
	movl	-7(%rbx), %ecx
	leaq	288(%rsp), %rsi
	callq	*-23(%rbx)
	testb	%al, %al
	jne	.LBB70
	jmp	.LBB64
.LBB71:
	cmpq	$49, 32(%rsp)
	jb	.LBB65
	movl	$48, %ebp
	movq	368(%rsp), %rbx
	jmp	.LBB72
.LBB73:
	incq	%rbp
	addq	$64, %rbx
	cmpq	%rbp, 264(%rsp)
	je	.LBB74
.LBB72:
	cmpb	$0, (%rbx)
	jne	.LBB73
	movq	-47(%rbx), %rdx
	movq	-55(%rbx), %rdi
	addq	24(%rsp), %rdi
	movl	-7(%rbx), %ecx
	leaq	288(%rsp), %rsi
	callq	*-23(%rbx)
	testb	%al, %al
	jne	.LBB73
	jmp	.LBB64
.LBB74:
	cmpq	$65, 32(%rsp)
	jb	.LBB65
	movl	$64, %ebp
	movq	352(%rsp), %rbx
	jmp	.LBB75
.LBB76:
	incq	%rbp
	addq	$64, %rbx
	cmpq	%rbp, 32(%rsp)
	je	.LBB65
.LBB75:
	cmpb	$0, (%rbx)
	jne	.LBB76
	movq	-47(%rbx), %rdx
	movq	-55(%rbx), %rdi
	addq	24(%rsp), %rdi
	movl	-7(%rbx), %ecx
	leaq	288(%rsp), %rsi
	callq	*-23(%rbx)
	testb	%al, %al
	jne	.LBB76
.LBB64:
	cmpq	32(%rsp), %rbp
	jb	.LBB77
.LBB65:
	movq	304(%rsp), %rdi
	cmpq	$-1, %rdi
	je	.LBB78
	movq	296(%rsp), %rdx
	cmpq	$8, %rdx
	movl	$8, %ebx
	cmovbq	%rdx, %rbx
	movq	%rdi, %rsi
	addq	%rbx, %rsi
	jb	.LBB79
	cmpq	%rdx, %rsi
	ja	.LBB79
	movq	288(%rsp), %r15
	movq	$0, 736(%rsp)
	addq	%rdi, %r15
	leaq	736(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rbx, %rdx
	movq	memcpy@GOTPCREL(%rip), %rax
	movq	%r14, %rbp
	movq	%r13, %r14
	movq	%rax, %r13
	callq	*%rax
	movq	312(%rsp), %rax
	orq	736(%rsp), %rax
	movq	%rax, 128(%rsp)
	movq	%r15, %rdi
	leaq	128(%rsp), %rsi
	movq	%rbx, %rdx
	callq	*%r13
	movq	%r14, %r13
	movq	%rbp, %r14
.LBB78:
	movq	320(%rsp), %rax
	orq	328(%rsp), %rax
	setne	%bpl
	movq	600(%rsp), %r15
	cmpq	16(%rsp), %r15
	je	.LBB80
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %r15
	je	.LBB80
	movq	%r14, %rbx
	movq	%r13, %r14
	movq	608(%rsp), %rax
	movq	%rax, 16(%rsp)
	movq	616(%rsp), %r12
	testq	%r12, %r12
	je	.LBB81
	movq	16(%rsp), %rax
	leaq	8(%rax), %r13
	jmp	.LBB82
.LBB83:
	addq	$24, %r13
	decq	%r12
	je	.LBB81
.LBB82:
	movq	-8(%r13), %rsi
	testq	%rsi, %rsi
	je	.LBB83
	movq	(%r13), %rdi
	movl	$1, %edx
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	jmp	.LBB83
.LBB81:
	testq	%r15, %r15
	movq	40(%rsp), %r12
	movq	%r14, %r13
	movq	%rbx, %r14
	je	.LBB80
	shlq	$3, %r15
	leaq	(%r15,%r15,2), %rsi
	movl	$8, %edx
	movq	16(%rsp), %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB80:
	movq	120(%rsp), %r15
.LBB84:
	cmpb	$1, %bpl
	je	.LBB85
.LBB86:
	addq	%r12, 48(%rsp)
	addq	$48, 64(%rsp)
	movq	%r14, 24(%rsp)
	movq	%r13, %rax
	cmpq	272(%rsp), %r14
	movq	56(%rsp), %rcx
	jne	.LBB33
	jmp	.LBB14
.LBB85:
	movq	112(%rsp), %rcx
	movq	80(%rcx), %rax
	movq	%rax, 816(%rsp)
	movups	64(%rcx), %xmm0
	movaps	%xmm0, 800(%rsp)
	movups	(%rcx), %xmm0
	movups	16(%rcx), %xmm1
	movups	32(%rcx), %xmm2
	movups	48(%rcx), %xmm3
	movaps	%xmm3, 784(%rsp)
	movaps	%xmm2, 768(%rsp)
	movaps	%xmm1, 752(%rsp)
	movaps	%xmm0, 736(%rsp)
	leaq	128(%rsp), %rdi
	leaq	736(%rsp), %rsi
	movq	24(%rsp), %rdx
	movq	(%rsp), %rcx
	movq	%r12, %r8
	callq	*_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$15bit_field_faultE@GOTPCREL(%rip)
	movzbl	128(%rsp), %ebp
	leaq	224(%rsp), %rcx
	movups	-95(%rcx), %xmm0
	movdqu	-79(%rcx), %xmm1
	movdqu	-63(%rcx), %xmm2
	movdqu	-47(%rcx), %xmm3
	movaps	%xmm0, 400(%rsp)
	movdqa	%xmm1, 416(%rsp)
	movdqa	%xmm2, 432(%rsp)
	movdqa	%xmm3, 448(%rsp)
	movups	-31(%rcx), %xmm0
	movaps	%xmm0, 464(%rsp)
	movq	-16(%rcx), %rax
	movq	%rax, 479(%rsp)
	movq	216(%rsp), %rbx
	movdqa	(%rcx), %xmm0
	movdqa	%xmm0, 496(%rsp)
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %rbx
	je	.LBB86
	jmp	.LBB87
.LBB77:
	movq	600(%rsp), %rax
	movq	16(%rsp), %rcx
	movq	%rcx, 600(%rsp)
	cmpq	%rcx, %rax
	je	.LBB88
	movq	592(%rsp), %rcx
	movq	%rcx, 208(%rsp)
	movaps	576(%rsp), %xmm0
	movaps	%xmm0, 192(%rsp)
	movaps	512(%rsp), %xmm0
	movdqa	528(%rsp), %xmm1
	movdqa	544(%rsp), %xmm2
	movdqa	560(%rsp), %xmm3
	movdqa	%xmm3, 176(%rsp)
	movdqa	%xmm2, 160(%rsp)
	movdqa	%xmm1, 144(%rsp)
	movaps	%xmm0, 128(%rsp)
	movq	%rax, 216(%rsp)
	leaq	608(%rsp), %rax
	movdqa	(%rax), %xmm0
	leaq	224(%rsp), %rax
	movdqa	%xmm0, (%rax)
	leaq	736(%rsp), %rdi
	movq	112(%rsp), %rsi
	movq	%rbp, %rdx
	leaq	128(%rsp), %rcx
	callq	*_ZN12ptx_abi_core7derived53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$5faultE@GOTPCREL(%rip)
	movzbl	736(%rsp), %ebp
	leaq	737(%rsp), %rcx
	movups	(%rcx), %xmm0
	movdqu	16(%rcx), %xmm1
	movdqu	32(%rcx), %xmm2
	movdqu	48(%rcx), %xmm3
	movaps	%xmm0, 624(%rsp)
	movdqa	%xmm1, 640(%rsp)
	movdqa	%xmm2, 656(%rsp)
	movdqa	%xmm3, 672(%rsp)
	movups	64(%rcx), %xmm0
	movaps	%xmm0, 688(%rsp)
	movq	79(%rcx), %rax
	movq	%rax, 703(%rsp)
	movq	824(%rsp), %rbx
	movdqa	95(%rcx), %xmm0
	movdqa	%xmm0, 720(%rsp)
	leaq	512(%rsp), %rdi
	callq	_ZN4core3ptr84drop_in_place$LT$core..option..Option$LT$ptx_abi_core..derived..table..Fault$GT$$GT$E
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %rbx
	je	.LBB84
	movq	703(%rsp), %rax
	movq	%rax, 479(%rsp)
	movaps	688(%rsp), %xmm0
	movaps	%xmm0, 464(%rsp)
	movaps	624(%rsp), %xmm0
	movdqa	640(%rsp), %xmm1
	movdqa	656(%rsp), %xmm2
	movdqa	672(%rsp), %xmm3
	movdqa	%xmm3, 448(%rsp)
	movdqa	%xmm2, 432(%rsp)
	movdqa	%xmm1, 416(%rsp)
	movaps	%xmm0, 400(%rsp)
	movdqa	720(%rsp), %xmm0
	movdqa	%xmm0, 496(%rsp)
.LBB87:
	movb	%bpl, 128(%rsp)
	movaps	400(%rsp), %xmm0
	movaps	416(%rsp), %xmm1
	movaps	432(%rsp), %xmm2
	movaps	448(%rsp), %xmm3
	movups	%xmm0, 129(%rsp)
	movups	%xmm1, 145(%rsp)
	movups	%xmm2, 161(%rsp)
	movups	%xmm3, 177(%rsp)
	movaps	464(%rsp), %xmm0
	movups	%xmm0, 193(%rsp)
	movq	479(%rsp), %rax
	movq	%rax, 208(%rsp)
	movq	%rbx, 216(%rsp)
	movaps	496(%rsp), %xmm0
	movaps	%xmm0, 224(%rsp)
	movq	112(%rsp), %rax
	movq	48(%rax), %rdx
	movq	56(%rax), %rcx
	movq	248(%rsp), %r8
	addq	360(%rsp), %r8
	leaq	128(%rsp), %rsi
	movq	%r15, %rdi
	callq	*_ZN12ptx_abi_core5error5Error14within_elementE@GOTPCREL(%rip)
	jmp	.LBB89
.LBB15:
	movq	%rdx, 56(%rsp)
	movq	912(%rsp), %rax
	movq	%rcx, %rdx
	addq	%rcx, %rax
	imulq	%r12, %rax
	addq	%rax, 72(%rsp)
	leaq	(%rcx,%rcx,2), %rax
	shlq	$4, %rax
	movq	24(%rsp), %rcx
	addq	%rcx, %rax
	addq	$8, %rax
	movq	%rax, 96(%rsp)
	movq	%rdx, %rax
	jmp	.LBB90
.LBB91:
	movq	64(%rsp), %rax
	incq	%rax
	addq	%r12, 72(%rsp)
	addq	$48, 96(%rsp)
	cmpq	32(%rsp), %rax
	movq	120(%rsp), %r15
	movq	104(%rsp), %rsi
	je	.LBB14
.LBB90:
	movq	%rax, %rcx
	imulq	%r12, %rcx
	addq	88(%rsp), %rcx
	movq	%rcx, 48(%rsp)
	testq	%rsi, %rsi
	movq	%rax, 64(%rsp)
	je	.LBB92
	leaq	(%rax,%rax,2), %rax
	shlq	$4, %rax
	addq	24(%rsp), %rax
	movq	%rax, 80(%rsp)
	xorl	%ecx, %ecx
	xorl	%r14d, %r14d
	xorl	%r12d, %r12d
	xorl	%r15d, %r15d
	jmp	.LBB93
.LBB94:
	movq	%rbp, %rax
	subq	%rdx, %rax
	movq	16(%rsp), %rsi
	addq	%rax, %rsi
	andl	$7, %ebx
	movq	$0, 128(%rsp)
	leaq	128(%rsp), %rdi
	movq	%rbx, %rdx
	callq	*memcpy@GOTPCREL(%rip)
	movq	128(%rsp), %rax
	movq	%rbp, %r14
.LBB95:
	movq	(%rsp), %rcx
	incq	%rcx
	movq	%rax, %r12
	cmpq	104(%rsp), %rcx
	je	.LBB96
.LBB93:
	movq	%rcx, (%rsp)
	leaq	(%rcx,%rcx,2), %rax
	movq	56(%rsp), %rcx
	movq	(%rcx,%rax,8), %rbp
	movq	8(%rcx,%rax,8), %rdx
	movq	16(%rcx,%rax,8), %rbx
	addq	%rbp, %rbx
	leaq	8(%r14), %rax
	cmpq	%rax, %rbp
	jb	.LBB97
	testb	$15, %r14b
	je	.LBB98
	movq	%r12, %xmm0
	movq	%r15, %xmm1
	punpcklqdq	%xmm0, %xmm1
	movq	48(%rsp), %rcx
	movdqu	%xmm1, -8(%rcx,%r14)
	movq	%rbp, %r14
	andq	$-8, %r14
	cmpq	%r14, %rax
	jb	.LBB99
	jmp	.LBB100
.LBB98:
	movq	%r12, %r15
	movq	%rbp, %r14
	andq	$-8, %r14
	cmpq	%r14, %rax
	jae	.LBB100
.LBB99:
	movq	72(%rsp), %rcx
	jmp	.LBB101
.LBB102:
	movq	%r15, %xmm0
	movdqu	%xmm0, -8(%rcx,%rax)
	addq	$8, %rax
	cmpq	%r14, %rax
	jae	.LBB100
.LBB101:
	testb	$15, %al
	jne	.LBB102
	xorl	%r15d, %r15d
	addq	$8, %rax
	cmpq	%r14, %rax
	jb	.LBB101
.LBB100:
	xorl	%r12d, %r12d
.LBB97:
	movq	80(%rsp), %rax
	movq	%rdx, 8(%rsp)
	leaq	(%rax,%rdx), %rsi
	leaq	8(%r14), %r13
	cmpq	%rbx, %r13
	movq	%rbx, %rdx
	cmovbq	%r13, %rdx
	subq	%rbp, %rdx
	movq	$0, 128(%rsp)
	leaq	128(%rsp), %rdi
	movq	%rsi, 16(%rsp)
	callq	*memcpy@GOTPCREL(%rip)
	movq	128(%rsp), %rax
	movl	%ebp, %ecx
	subl	%r14d, %ecx
	shll	$3, %ecx
	shlq	%cl, %rax
	orq	%r12, %rax
	cmpq	%r13, %rbx
	jbe	.LBB103
	testb	$15, %r14b
	movq	72(%rsp), %rcx
	movq	%rbp, %rdx
	je	.LBB104
	movq	%rax, %xmm0
	movq	%r15, %xmm1
	punpcklqdq	%xmm0, %xmm1
	movq	48(%rsp), %rax
	movdqu	%xmm1, -8(%rax,%r14)
	movq	%rbx, %rbp
	andq	$-8, %rbp
	cmpq	%rbp, %r13
	jae	.LBB94
	jmp	.LBB105
.LBB103:
	movq	%r14, %rbp
	jmp	.LBB95
.LBB104:
	movq	%rax, %r15
	movq	%rbx, %rbp
	andq	$-8, %rbp
	cmpq	%rbp, %r13
	jae	.LBB94
.LBB105:
	addq	8(%rsp), %r14
	subq	%rdx, %r14
	addq	96(%rsp), %r14
	jmp	.LBB106
.LBB107:
	movq	%rax, %xmm0
	movq	%r15, %xmm1
	punpcklqdq	%xmm0, %xmm1
	movdqu	%xmm1, -8(%rcx,%r13)
.LBB108:
	addq	$8, %r13
	addq	$8, %r14
	cmpq	%rbp, %r13
	jae	.LBB94
.LBB106:
	movq	(%r14), %rax
	testb	$15, %r13b
	jne	.LBB107
	movq	%rax, %r15
	jmp	.LBB108
.LBB92:
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	xorl	%ebp, %ebp
.LBB96:
	movq	40(%rsp), %r12
	cmpq	%r12, %rbp
	jae	.LBB91
	testb	$15, %bpl
	je	.LBB109
	movq	%rax, %xmm0
	movq	%r15, %xmm1
	punpcklqdq	%xmm0, %xmm1
	movq	48(%rsp), %rax
	movdqu	%xmm1, -8(%rax,%rbp)
	addq	$8, %rbp
	cmpq	%r12, %rbp
	jb	.LBB110
	jmp	.LBB91
.LBB109:
	movq	%rax, %r15
	addq	$8, %rbp
	cmpq	%r12, %rbp
	jb	.LBB110
	jmp	.LBB91
.LBB111:
	movq	%r15, %xmm0
	movq	72(%rsp), %rax
	movdqu	%xmm0, -8(%rax,%rbp)
	addq	$8, %rbp
	cmpq	%r12, %rbp
	jae	.LBB91
.LBB110:
	testb	$15, %bpl
	jne	.LBB111
	xorl	%r15d, %r15d
	addq	$8, %rbp
	cmpq	%r12, %rbp
	jb	.LBB110
	jmp	.LBB91
.LBB14:
	movabsq	$-9223372036854775808, %rax
	movq	%rax, 88(%r15)
.LBB89:
	movq	%r15, %rax
	addq	$856, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
.LBB23:
	testq	%rax, %rax
	je	.LBB112
	leaq	(,%r12,4), %rax
	movq	%rax, 264(%rsp)
	movq	24(%rsp), %rax
	leaq	8(%rax), %rcx
	movl	$4, %eax
	xorl	%r10d, %r10d
	movq	88(%rsp), %rdx
	movq	%r14, 56(%rsp)
	jmp	.LBB113
.LBB114:
	movq	%rax, %r10
	addq	$4, %rax
	movq	272(%rsp), %rdx
	addq	264(%rsp), %rdx
	movq	280(%rsp), %rcx
	addq	$192, %rcx
	movq	32(%rsp), %r9
	cmpq	%r9, %rax
	ja	.LBB13
.LBB113:
	movq	%rcx, 280(%rsp)
	movq	%rcx, 256(%rsp)
	movq	%rdx, 272(%rsp)
	movq	%rax, 64(%rsp)
	jmp	.LBB115
.LBB116:
	movq	248(%rsp), %r10
	incq	%r10
	addq	%r12, %rdx
	addq	$48, 256(%rsp)
	movq	64(%rsp), %rax
	cmpq	%rax, %r10
	je	.LBB114
.LBB115:
	leaq	(%r10,%r10,2), %rax
	shlq	$4, %rax
	addq	24(%rsp), %rax
	movq	%rax, 48(%rsp)
	movq	%r10, 248(%rsp)
	imulq	%r12, %r10
	addq	88(%rsp), %r10
	movq	%r10, 96(%rsp)
	xorl	%ecx, %ecx
	xorl	%ebp, %ebp
	xorl	%eax, %eax
	xorl	%r15d, %r15d
	movq	%rdx, 8(%rsp)
	jmp	.LBB117
.LBB118:
	movq	%rbp, %rax
	subq	%rdx, %rax
	movq	80(%rsp), %rsi
	addq	%rax, %rsi
	andl	$7, %r13d
	movq	$0, 128(%rsp)
	leaq	128(%rsp), %rdi
	movq	%r13, %rdx
	callq	*memcpy@GOTPCREL(%rip)
	movq	8(%rsp), %rdx
	movq	128(%rsp), %rax
	movq	(%rsp), %rcx
	incq	%rcx
	cmpq	104(%rsp), %rcx
	je	.LBB119
.LBB117:
	movq	%rcx, (%rsp)
	leaq	(%rcx,%rcx,2), %rcx
	movq	(%r14,%rcx,8), %r8
	movq	8(%r14,%rcx,8), %r12
	movq	16(%r14,%rcx,8), %r13
	addq	%r8, %r13
	leaq	8(%rbp), %rcx
	cmpq	%rcx, %r8
	jb	.LBB120
	testb	$15, %bpl
	je	.LBB121
	movq	%rax, %xmm0
	movq	%r15, %xmm1
	punpcklqdq	%xmm0, %xmm1
	movq	96(%rsp), %rax
	movdqu	%xmm1, -8(%rax,%rbp)
	jmp	.LBB122
.LBB121:
	movq	%rax, %r15
.LBB122:
	movq	%r8, %rbp
	andq	$-8, %rbp
	cmpq	%rbp, %rcx
	jb	.LBB123
	jmp	.LBB124
.LBB125:
	xorl	%r15d, %r15d
	addq	$8, %rcx
	cmpq	%rbp, %rcx
	jae	.LBB124
.LBB123:
	testb	$15, %cl
	je	.LBB125
	movq	%r15, %xmm0
	movdqu	%xmm0, -8(%rdx,%rcx)
	addq	$8, %rcx
	cmpq	%rbp, %rcx
	jb	.LBB123
.LBB124:
	xorl	%eax, %eax
.LBB120:
	movq	%rax, 16(%rsp)
	movq	48(%rsp), %rax
	leaq	(%rax,%r12), %rsi
	leaq	8(%rbp), %rbx
	cmpq	%r13, %rbx
	movq	%r13, %rdx
	cmovbq	%rbx, %rdx
	subq	%r8, %rdx
	movq	$0, 128(%rsp)
	leaq	128(%rsp), %rdi
	movq	%r8, %r14
	movq	%rsi, 80(%rsp)
	callq	*memcpy@GOTPCREL(%rip)
	movq	%r14, %rdx
	movq	128(%rsp), %rax
	movl	%edx, %ecx
	subl	%ebp, %ecx
	shll	$3, %ecx
	shlq	%cl, %rax
	orq	16(%rsp), %rax
	cmpq	%rbx, %r13
	jbe	.LBB126
	testb	$15, %bpl
	je	.LBB127
	movq	%rax, %xmm0
	movq	%r15, %xmm1
	punpcklqdq	%xmm0, %xmm1
	movq	96(%rsp), %rax
	movdqu	%xmm1, -8(%rax,%rbp)
	jmp	.LBB128
.LBB126:
	movq	56(%rsp), %r14
	movq	8(%rsp), %rdx
	movq	(%rsp), %rcx
	incq	%rcx
	cmpq	104(%rsp), %rcx
	jne	.LBB117
	jmp	.LBB119
.LBB127:
	movq	%rax, %r15
.LBB128:
	movq	56(%rsp), %r14
	movq	8(%rsp), %rcx
	movq	%r13, %rbp
	andq	$-8, %rbp
	cmpq	%rbp, %rbx
	jae	.LBB118
	subq	%rdx, %r12
	addq	256(%rsp), %r12
	jmp	.LBB129
.LBB130:
	movq	%rax, %xmm0
	movq	%r15, %xmm1
	punpcklqdq	%xmm0, %xmm1
	movdqu	%xmm1, -8(%rcx,%rbx)
	addq	$8, %rbx
	cmpq	%rbp, %rbx
	jae	.LBB118
.LBB129:
	movq	-8(%r12,%rbx), %rax
	testb	$15, %bl
	jne	.LBB130
	movq	%rax, %r15
	addq	$8, %rbx
	cmpq	%rbp, %rbx
	jb	.LBB129
	jmp	.LBB118
.LBB119:
	movq	40(%rsp), %r12
	cmpq	%r12, %rbp
	jae	.LBB116
	testb	$15, %bpl
	je	.LBB131
	movq	%rax, %xmm0
	movq	%r15, %xmm1
	punpcklqdq	%xmm0, %xmm1
	movq	96(%rsp), %rax
	movdqu	%xmm1, -8(%rax,%rbp)
	addq	$8, %rbp
	cmpq	%r12, %rbp
	jb	.LBB132
	jmp	.LBB116
.LBB131:
	movq	%rax, %r15
	addq	$8, %rbp
	cmpq	%r12, %rbp
	jb	.LBB132
	jmp	.LBB116
.LBB133:
	movq	%r15, %xmm0
	movdqu	%xmm0, -8(%rdx,%rbp)
	addq	$8, %rbp
	cmpq	%r12, %rbp
	jae	.LBB116
.LBB132:
	testb	$15, %bpl
	jne	.LBB133
	xorl	%r15d, %r15d
	addq	$8, %rbp
	cmpq	%r12, %rbp
	jb	.LBB132
	jmp	.LBB116
.LBB112:
	testq	%r12, %r12
	je	.LBB134
	cmpq	$9, %r12
	jb	.LBB134
	leaq	(,%r12,4), %rax
	movq	912(%rsp), %rsi
	leaq	1(%rsi), %rcx
	imulq	%r12, %rcx
	movq	72(%rsp), %rdi
	addq	%rdi, %rcx
	leaq	2(%rsi), %rdx
	imulq	%r12, %rdx
	addq	%rdi, %rdx
	addq	$3, %rsi
	imulq	%r12, %rsi
	addq	%rdi, %rsi
	movl	$4, %r8d
	pxor	%xmm0, %xmm0
	movq	88(%rsp), %rdi
	jmp	.LBB135
.LBB136:
	leaq	4(%r10), %r8
	addq	%rax, %rdi
	addq	%rax, %rcx
	addq	%rax, %rdx
	addq	%rax, %rsi
	cmpq	%r9, %r8
	ja	.LBB13
.LBB135:
	movq	%r8, %r10
	movl	$8, %r8d
	jmp	.LBB137
.LBB138:
	addq	$8, %r8
	cmpq	%r12, %r8
	jae	.LBB139
.LBB137:
	testb	$8, %r8b
	je	.LBB138
	movdqu	%xmm0, -8(%rdi,%r8)
	jmp	.LBB138
.LBB139:
	movl	$8, %r8d
	jmp	.LBB140
.LBB141:
	addq	$8, %r8
	cmpq	%r12, %r8
	jae	.LBB142
.LBB140:
	testb	$8, %r8b
	je	.LBB141
	movdqu	%xmm0, -8(%rcx,%r8)
	jmp	.LBB141
.LBB142:
	movl	$8, %r8d
	jmp	.LBB143
.LBB144:
	addq	$8, %r8
	cmpq	%r12, %r8
	jae	.LBB145
.LBB143:
	testb	$8, %r8b
	je	.LBB144
	movdqu	%xmm0, -8(%rdx,%r8)
	jmp	.LBB144
.LBB145:
	movl	$8, %r8d
	jmp	.LBB146
.LBB147:
	addq	$8, %r8
	cmpq	%r12, %r8
	jae	.LBB136
.LBB146:
	testb	$8, %r8b
	je	.LBB147
	movdqu	%xmm0, -8(%rsi,%r8)
	jmp	.LBB147
.LBB134:
	movabsq	$288230376151711740, %r10
	andq	%r9, %r10
	jmp	.LBB13
.LBB79:
	leaq	.Lanon148(%rip), %rcx
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
	jmp	.LBB149
.LBB88:
	leaq	.Lanon150(%rip), %rdi
	leaq	.Lanon151(%rip), %rdx
	movl	$31, %esi
	callq	*_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed@GOTPCREL(%rip)
.LBB149:
	ud2
.LBB152:
	jmp	.LBB153
.LBB154:
	jmp	.LBB153
.LBB155:
	jmp	.LBB153
.LBB156:
	jmp	.LBB153
.LBB157:
	jmp	.LBB153
.LBB158:
	jmp	.LBB153
.LBB159:
.LBB153:
	movq	%rax, %rbx
	leaq	512(%rsp), %rdi
	callq	_ZN4core3ptr84drop_in_place$LT$core..option..Option$LT$ptx_abi_core..derived..table..Fault$GT$$GT$E
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT

_ZN4core3ptr84drop_in_place$LT$core..option..Option$LT$ptx_abi_core..derived..table..Fault$GT$$GT$E:
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movabsq	$-9223372036854775808, %rax
	movq	88(%rdi), %r14
	leaq	1(%rax), %rcx
	cmpq	%rcx, %r14
	je	.LBB0
	cmpq	%rax, %r14
	je	.LBB0
	movq	96(%rdi), %rbx
	movq	104(%rdi), %r15
	testq	%r15, %r15
	je	.LBB1
	leaq	8(%rbx), %r12
	movq	_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip), %r13
	jmp	.LBB2
.LBB3:
	addq	$24, %r12
	decq	%r15
	je	.LBB1
.LBB2:
	movq	-8(%r12), %rsi
	testq	%rsi, %rsi
	je	.LBB3
	movq	(%r12), %rdi
	movl	$1, %edx
	callq	*%r13
	jmp	.LBB3
.LBB1:
	testq	%r14, %r14
	je	.LBB0
	shlq	$3, %r14
	leaq	(%r14,%r14,2), %rsi
	movl	$8, %edx
	movq	%rbx, %rdi
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	jmpq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB0:
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	retq

_ZN4core3ptr86drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$ptx_abi_core..error..Error$GT$$GT$E:
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movq	88(%rdi), %r14
	movq	%r14, %rax
	negq	%rax
	jo	.LBB0
	movq	96(%rdi), %rbx
	movq	104(%rdi), %r15
	testq	%r15, %r15
	je	.LBB1
	leaq	8(%rbx), %r12
	movq	_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip), %r13
	jmp	.LBB2
.LBB3:
	addq	$24, %r12
	decq	%r15
	je	.LBB1
.LBB2:
	movq	-8(%r12), %rsi
	testq	%rsi, %rsi
	je	.LBB3
	movq	(%r12), %rdi
	movl	$1, %edx
	callq	*%r13
	jmp	.LBB3
.LBB1:
	testq	%r14, %r14
	je	.LBB0
	shlq	$3, %r14
	leaq	(%r14,%r14,2), %rsi
	movl	$8, %edx
	movq	%rbx, %rdi
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	jmpq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB0:
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	retq

codegen_write_bits:
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	andq	$-64, %rsp
	subq	$4032, %rsp
	movq	$0, (%rsp)
	subq	$704, %rsp
	movabsq	$-9223372036854775808, %r15
	movq	%rsi, %rax
	shlq	$5, %rax
	cmpq	%rax, %rcx
	jne	.LBB0
	movq	%rdx, %r13
	movq	%rsi, %rbx
	movq	%rdi, %r14
	movq	%rcx, 24(%rsp)
	callq	*_ZN12ptx_abi_core7derived4simd4simdE@GOTPCREL(%rip)
	testb	%al, %al
	je	.LBB1
	movzbl	%al, %eax
	leaq	48(%rsp), %rdi
	movq	%r14, %rsi
	movq	%rbx, %rdx
	movq	%r13, %rcx
	cmpl	$1, %eax
	jne	.LBB2
	callq	_ZN12ptx_abi_core7derived4simd17write_block_sse41E
	movq	136(%rsp), %r14
	cmpq	%r15, %r14
	jne	.LBB3
	jmp	.LBB4
.LBB0:
	pxor	%xmm0, %xmm0
	movdqa	%xmm0, 128(%rsp)
	movq	$8, 144(%rsp)
	movq	$0, 152(%rsp)
	movq	136(%rsp), %r14
	cmpq	%r15, %r14
	jne	.LBB3
	jmp	.LBB4
.LBB1:
	testb	$15, %r13b
	movq	24(%rsp), %rax
	movq	%r14, 40(%rsp)
	je	.LBB5
.LBB6:
	movq	_ZN12ptx_abi_core7derived4simd16STREAM_BYTES_NOWE@GOTPCREL(%rip), %rcx
	movq	(%rcx), %rdx
	cmpq	$4, %rbx
	jae	.LBB7
	xorl	%r12d, %r12d
	cmpq	%rbx, %r12
	je	.LBB8
	jmp	.LBB9
.LBB2:
	callq	_ZN12ptx_abi_core7derived4simd16write_block_avx2E
	movq	136(%rsp), %r14
	cmpq	%r15, %r14
	jne	.LBB3
	jmp	.LBB4
.LBB5:
	movq	_ZN12ptx_abi_core7derived4simd16STREAM_BYTES_NOWE@GOTPCREL(%rip), %rcx
	movq	(%rcx), %rdx
	cmpq	%rdx, %rax
	jae	.LBB10
	movq	(%rcx), %rcx
	cmpq	%rcx, %rax
	jb	.LBB6
	testq	%rbx, %rbx
	je	.LBB11
	xorl	%r9d, %r9d
	movdqa	.LCPI12(%rip), %xmm7
	movdqa	.LCPI13(%rip), %xmm8
	movdqa	.LCPI14(%rip), %xmm9
	movdqa	.LCPI15(%rip), %xmm10
	movdqa	.LCPI16(%rip), %xmm11
	movdqa	.LCPI17(%rip), %xmm12
	movdqa	.LCPI18(%rip), %xmm13
	movdqa	.LCPI19(%rip), %xmm14
	movdqa	.LCPI20(%rip), %xmm15
	movq	%r13, 544(%rsp)
	movq	%rbx, 16(%rsp)
	jmp	.LBB21
.LBB22:
	movq	408(%rsp), %r9
	cmpq	%rbx, 552(%rsp)
	jae	.LBB23
.LBB21:
	leaq	128(%r9), %rax
	cmpq	%rbx, %rax
	movq	%rbx, %rsi
	movq	%rax, 552(%rsp)
	cmovbq	%rax, %rsi
	movq	%rsi, %rdx
	subq	%r9, %rdx
	movq	%r9, %rax
	shlq	$4, %rax
	leaq	(%rax,%rax,2), %rdi
	leaq	(%r14,%rdi), %rbx
	cmpq	$4, %rdx
	movq	%r9, 24(%rsp)
	movq	%rdx, 32(%rsp)
	movq	%rsi, 408(%rsp)
	jae	.LBB24
	xorl	%eax, %eax
	jmp	.LBB25
.LBB24:
	movq	%rbx, %r15
	leaq	688(%rsp), %r12
	xorl	%r14d, %r14d
.LBB26:
	cmpq	%rdx, %r14
	ja	.LBB27
	movdqu	16(%r15), %xmm1
	movdqu	64(%r15), %xmm0
	movdqu	112(%r15), %xmm5
	movdqu	160(%r15), %xmm3
	movdqa	%xmm1, %xmm2
	punpckldq	%xmm0, %xmm2
	movdqa	%xmm5, %xmm6
	punpckldq	%xmm3, %xmm6
	punpckhdq	%xmm0, %xmm1
	punpckhdq	%xmm3, %xmm5
	movdqa	%xmm2, %xmm4
	punpcklqdq	%xmm6, %xmm4
	punpckhqdq	%xmm6, %xmm2
	movdqa	%xmm1, %xmm3
	punpcklqdq	%xmm5, %xmm3
	punpckhqdq	%xmm5, %xmm1
	movdqa	%xmm3, %xmm0
	pslld	$10, %xmm0
	por	%xmm4, %xmm0
	pand	%xmm7, %xmm4
	movdqa	%xmm2, %xmm5
	pslld	$4, %xmm5
	pand	%xmm8, %xmm2
	por	%xmm4, %xmm2
	pand	%xmm9, %xmm3
	por	%xmm2, %xmm3
	movdqa	%xmm1, %xmm2
	paddd	%xmm2, %xmm2
	pxor	%xmm1, %xmm2
	pslld	$22, %xmm1
	por	%xmm5, %xmm1
	pand	%xmm10, %xmm2
	por	%xmm3, %xmm2
	por	%xmm1, %xmm0
	movd	80(%r15), %xmm1
	movd	32(%r15), %xmm3
	punpckldq	%xmm1, %xmm3
	movd	176(%r15), %xmm1
	movd	128(%r15), %xmm4
	punpckldq	%xmm1, %xmm4
	punpcklqdq	%xmm4, %xmm3
	movdqa	%xmm3, %xmm1
	pand	%xmm11, %xmm1
	movdqa	%xmm3, %xmm5
	pand	%xmm12, %xmm5
	psrld	$16, %xmm3
	movdqa	%xmm3, %xmm4
	pslld	$7, %xmm4
	por	%xmm1, %xmm4
	pand	%xmm13, %xmm3
	por	%xmm5, %xmm3
	movd	82(%r15), %xmm5
	movd	34(%r15), %xmm1
	punpckldq	%xmm5, %xmm1
	movd	178(%r15), %xmm5
	movd	130(%r15), %xmm6
	punpckldq	%xmm5, %xmm6
	punpcklqdq	%xmm6, %xmm1
	movdqa	%xmm1, %xmm5
	psrld	$16, %xmm5
	pand	%xmm15, %xmm5
	por	%xmm3, %xmm5
	por	%xmm2, %xmm5
	movdqa	%xmm1, %xmm2
	pand	%xmm14, %xmm2
	psrld	$24, %xmm1
	movdqa	%xmm1, %xmm3
	pslld	$19, %xmm3
	por	%xmm2, %xmm3
	por	%xmm4, %xmm3
	movups	(%r15), %xmm2
	pand	.LCPI28(%rip), %xmm1
	por	%xmm5, %xmm1
	movdqa	%xmm0, %xmm4
	punpckldq	%xmm3, %xmm4
	punpckhdq	%xmm3, %xmm0
	movaps	%xmm2, -112(%r12)
	movq	40(%r15), %xmm2
	pshufd	$238, %xmm4, %xmm3
	punpcklqdq	%xmm2, %xmm4
	movdqa	%xmm4, -96(%r12)
	movups	48(%r15), %xmm2
	movaps	%xmm2, -80(%r12)
	movq	88(%r15), %xmm2
	punpcklqdq	%xmm2, %xmm3
	movdqa	%xmm3, -64(%r12)
	movups	96(%r15), %xmm2
	movaps	%xmm2, -48(%r12)
	movq	136(%r15), %xmm2
	pshufd	$238, %xmm0, %xmm3
	punpcklqdq	%xmm2, %xmm0
	movdqa	%xmm0, -32(%r12)
	movups	144(%r15), %xmm0
	movaps	%xmm0, -16(%r12)
	movq	184(%r15), %xmm0
	punpcklqdq	%xmm0, %xmm3
	movdqa	%xmm3, (%r12)
	pxor	%xmm0, %xmm0
	pcmpeqd	%xmm0, %xmm1
	movmskps	%xmm1, %eax
	prefetchnta	8192(%r15)
	prefetchnta	8256(%r15)
	prefetchnta	8320(%r15)
	cmpl	$15, %eax
	jne	.LBB29
.LBB30:
	leaq	4(%r14), %rax
	addq	$8, %r14
	subq	$-128, %r12
	addq	$192, %r15
	cmpq	%rdx, %r14
	movq	%rax, %r14
	jbe	.LBB26
	jmp	.LBB31
.LBB29:
	movq	%rdi, 536(%rsp)
	movq	%r14, (%rsp)
	movl	$4, %ecx
	leaq	416(%rsp), %rdi
	leaq	.Lanon32(%rip), %rsi
	movq	%r15, %rdx
	leaq	576(%rsp), %r8
	callq	*_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$16write_one_by_oneE@GOTPCREL(%rip)
	movq	504(%rsp), %rax
	movabsq	$-9223372036854775808, %rcx
	cmpq	%rcx, %rax
	jne	.LBB33
	movq	24(%rsp), %r9
	movdqa	.LCPI12(%rip), %xmm7
	movdqa	.LCPI13(%rip), %xmm8
	movdqa	.LCPI14(%rip), %xmm9
	movdqa	.LCPI15(%rip), %xmm10
	movdqa	.LCPI16(%rip), %xmm11
	movdqa	.LCPI17(%rip), %xmm12
	movdqa	.LCPI18(%rip), %xmm13
	movdqa	.LCPI19(%rip), %xmm14
	movdqa	.LCPI20(%rip), %xmm15
	movq	32(%rsp), %rdx
	movq	408(%rsp), %rsi
	movq	536(%rsp), %rdi
	jmp	.LBB30
.LBB31:
	cmpq	%rdx, %rax
	ja	.LBB34
.LBB25:
	movq	%rax, %rcx
	shlq	$4, %rcx
	leaq	(%rcx,%rcx,2), %rcx
	movq	%rsi, %rdx
	shlq	$4, %rdx
	leaq	(%rdx,%rdx,2), %r12
	leaq	(%rcx,%rdi), %rdx
	cmpq	%r12, %rdx
	jne	.LBB35
.LBB36:
	movabsq	$-9223372036854775808, %r15
.LBB37:
	movq	16(%rsp), %rbx
	movq	24(%rsp), %rdx
	cmpq	%rdx, %rbx
	movq	544(%rsp), %r13
	movq	40(%rsp), %r14
	movq	32(%rsp), %rsi
	je	.LBB22
	shlq	$5, %rdx
	addq	%r13, %rdx
	shlq	$5, %rsi
	xorl	%eax, %eax
.LBB38:
	leaq	(%rdx,%rax), %rcx
	movdqa	576(%rsp,%rax), %xmm0
	movntdq	%xmm0, (%rcx)
	addq	$16, %rax
	cmpq	%rsi, %rax
	jb	.LBB38
	jmp	.LBB22
.LBB35:
	addq	%rcx, %rbx
	movq	24(%rsp), %rdx
	leaq	(%rax,%rdx), %r14
	shlq	$5, %rax
	leaq	(%rsp,%rax), %r15
	addq	$576, %r15
	subq	%rdi, %r12
	subq	%rcx, %r12
.LBB39:
	movups	(%rbx), %xmm0
	movaps	%xmm0, (%r15)
	movq	40(%rbx), %xmm0
	pslldq	$8, %xmm0
	movdqa	%xmm0, 16(%r15)
	movl	16(%rbx), %ecx
	movl	20(%rbx), %esi
	movq	%rsi, %rdx
	shlq	$4, %rdx
	movl	24(%rbx), %eax
	movq	%rax, %r8
	shlq	$10, %r8
	orq	%rdx, %r8
	movslq	28(%rbx), %rdi
	movl	%edi, %r9d
	shll	$22, %r9d
	movzwl	32(%rbx), %edx
	movq	%rdx, %r10
	shlq	$32, %r10
	orq	%r9, %r10
	orq	%r8, %r10
	movzwl	34(%rbx), %r8d
	movq	%r8, %r11
	shlq	$39, %r11
	movzbl	36(%rbx), %r13d
	movq	%r13, %r9
	shlq	$48, %r9
	orq	%r11, %r9
	movzbl	37(%rbx), %r11d
	shlq	$51, %r11
	orq	%r9, %r11
	orq	%r10, %r11
	orq	%rcx, %r11
	movq	%r11, 16(%r15)
	shrl	$6, %esi
	shrl	$4, %ecx
	orl	%esi, %ecx
	shrl	$12, %eax
	orl	%ecx, %eax
	addq	$512, %rdi
	shrq	$10, %rdi
	shrl	$7, %edx
	orq	%rdi, %rdx
	orq	%rax, %rdx
	shrl	$9, %r8d
	orq	%rdx, %r8
	shrl	$3, %r13d
	orq	%r8, %r13
	jne	.LBB40
.LBB41:
	addq	$48, %rbx
	incq	%r14
	addq	$32, %r15
	addq	$-48, %r12
	jne	.LBB39
	jmp	.LBB36
.LBB40:
	movq	.Lanon32+80(%rip), %rax
	movq	%rax, 128(%rsp)
	movups	.Lanon32+64(%rip), %xmm0
	movaps	%xmm0, 112(%rsp)
	movups	.Lanon32+48(%rip), %xmm0
	movaps	%xmm0, 96(%rsp)
	movups	.Lanon32+32(%rip), %xmm0
	movaps	%xmm0, 80(%rsp)
	movups	.Lanon32+16(%rip), %xmm0
	movaps	%xmm0, 64(%rsp)
	movups	.Lanon32(%rip), %xmm0
	movaps	%xmm0, 48(%rsp)
	movl	$32, %r8d
	leaq	416(%rsp), %rdi
	leaq	48(%rsp), %rsi
	movq	%rbx, %rdx
	movq	%r15, %rcx
	callq	*_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$15bit_field_faultE@GOTPCREL(%rip)
	movdqa	.LCPI20(%rip), %xmm15
	movdqa	.LCPI19(%rip), %xmm14
	movdqa	.LCPI18(%rip), %xmm13
	movdqa	.LCPI17(%rip), %xmm12
	movdqa	.LCPI16(%rip), %xmm11
	movdqa	.LCPI15(%rip), %xmm10
	movdqa	.LCPI14(%rip), %xmm9
	movdqa	.LCPI13(%rip), %xmm8
	movdqa	.LCPI12(%rip), %xmm7
	movzbl	416(%rsp), %eax
	leaq	417(%rsp), %rdx
	movups	(%rdx), %xmm0
	movups	16(%rdx), %xmm1
	movdqu	32(%rdx), %xmm2
	movdqu	48(%rdx), %xmm3
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm1, 176(%rsp)
	movdqa	%xmm2, 192(%rsp)
	movdqa	%xmm3, 208(%rsp)
	movups	64(%rdx), %xmm0
	movaps	%xmm0, 224(%rsp)
	movq	79(%rdx), %rcx
	movq	%rcx, 239(%rsp)
	movq	504(%rsp), %rcx
	movdqa	95(%rdx), %xmm0
	movdqa	%xmm0, 368(%rsp)
	movabsq	$-9223372036854775808, %rdx
	cmpq	%rdx, %rcx
	je	.LBB41
	movb	%al, 256(%rsp)
	movq	239(%rsp), %rax
	leaq	257(%rsp), %rdx
	movq	%rax, 79(%rdx)
	movaps	224(%rsp), %xmm0
	movups	%xmm0, 64(%rdx)
	movaps	160(%rsp), %xmm0
	movaps	176(%rsp), %xmm1
	movdqa	192(%rsp), %xmm2
	movdqa	208(%rsp), %xmm3
	movdqu	%xmm3, 48(%rdx)
	movdqu	%xmm2, 32(%rdx)
	movups	%xmm1, 16(%rdx)
	movups	%xmm0, (%rdx)
	movq	%rcx, 344(%rsp)
	movdqa	368(%rsp), %xmm0
	movdqa	%xmm0, 95(%rdx)
	movl	$4, %ecx
	leaq	416(%rsp), %rdi
	leaq	256(%rsp), %rsi
	leaq	.Lanon42(%rip), %rdx
	movq	%r14, %r8
	callq	*_ZN12ptx_abi_core5error5Error14within_elementE@GOTPCREL(%rip)
	movdqa	.LCPI20(%rip), %xmm15
	movdqa	.LCPI19(%rip), %xmm14
	movdqa	.LCPI18(%rip), %xmm13
	movdqa	.LCPI17(%rip), %xmm12
	movdqa	.LCPI16(%rip), %xmm11
	movdqa	.LCPI15(%rip), %xmm10
	movdqa	.LCPI14(%rip), %xmm9
	movdqa	.LCPI13(%rip), %xmm8
	movdqa	.LCPI12(%rip), %xmm7
	movq	504(%rsp), %rax
	movq	512(%rsp), %rcx
	movq	%rcx, 392(%rsp)
	movq	520(%rsp), %rcx
	movq	%rcx, 400(%rsp)
	movabsq	$-9223372036854775808, %r15
	cmpq	%r15, %rax
	je	.LBB37
	jmp	.LBB43
.LBB7:
	movq	%rbx, %r15
	movq	%r14, %rbx
	leaq	112(%r13), %r14
	movl	$4, %r12d
	movdqa	.LCPI12(%rip), %xmm7
	movdqa	.LCPI13(%rip), %xmm8
	movdqa	.LCPI14(%rip), %xmm9
	movdqa	.LCPI15(%rip), %xmm10
	movdqa	.LCPI16(%rip), %xmm11
	movdqa	.LCPI17(%rip), %xmm12
	movdqa	.LCPI18(%rip), %xmm13
	movdqa	.LCPI19(%rip), %xmm14
	movdqa	.LCPI20(%rip), %xmm15
	leaq	.Lanon32(%rip), %rsi
	leaq	576(%rsp), %rdi
	movq	_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$16write_one_by_oneE@GOTPCREL(%rip), %r10
.LBB44:
	cmpq	%rdx, %rax
	jb	.LBB45
	prefetchnta	8192(%rbx)
	prefetchnta	8256(%rbx)
	prefetchnta	8320(%rbx)
.LBB45:
	movdqu	16(%rbx), %xmm1
	movdqu	64(%rbx), %xmm0
	movdqu	112(%rbx), %xmm5
	movdqu	160(%rbx), %xmm3
	movdqa	%xmm1, %xmm2
	punpckldq	%xmm0, %xmm2
	movdqa	%xmm5, %xmm6
	punpckldq	%xmm3, %xmm6
	punpckhdq	%xmm0, %xmm1
	punpckhdq	%xmm3, %xmm5
	movdqa	%xmm2, %xmm4
	punpcklqdq	%xmm6, %xmm4
	punpckhqdq	%xmm6, %xmm2
	movdqa	%xmm1, %xmm3
	punpcklqdq	%xmm5, %xmm3
	punpckhqdq	%xmm5, %xmm1
	movdqa	%xmm3, %xmm0
	pslld	$10, %xmm0
	por	%xmm4, %xmm0
	pand	%xmm7, %xmm4
	movdqa	%xmm2, %xmm5
	pslld	$4, %xmm5
	pand	%xmm8, %xmm2
	por	%xmm4, %xmm2
	pand	%xmm9, %xmm3
	por	%xmm2, %xmm3
	movdqa	%xmm1, %xmm2
	paddd	%xmm2, %xmm2
	pxor	%xmm1, %xmm2
	pslld	$22, %xmm1
	por	%xmm5, %xmm1
	pand	%xmm10, %xmm2
	por	%xmm3, %xmm2
	por	%xmm1, %xmm0
	movd	80(%rbx), %xmm1
	movd	32(%rbx), %xmm3
	punpckldq	%xmm1, %xmm3
	movd	176(%rbx), %xmm1
	movd	128(%rbx), %xmm4
	punpckldq	%xmm1, %xmm4
	punpcklqdq	%xmm4, %xmm3
	movdqa	%xmm3, %xmm1
	pand	%xmm11, %xmm1
	movdqa	%xmm3, %xmm5
	pand	%xmm12, %xmm5
	psrld	$16, %xmm3
	movdqa	%xmm3, %xmm4
	pslld	$7, %xmm4
	por	%xmm1, %xmm4
	pand	%xmm13, %xmm3
	por	%xmm5, %xmm3
	movd	82(%rbx), %xmm5
	movd	34(%rbx), %xmm1
	punpckldq	%xmm5, %xmm1
	movd	178(%rbx), %xmm5
	movd	130(%rbx), %xmm6
	punpckldq	%xmm5, %xmm6
	punpcklqdq	%xmm6, %xmm1
	movdqa	%xmm1, %xmm5
	psrld	$16, %xmm5
	pand	%xmm15, %xmm5
	por	%xmm3, %xmm5
	por	%xmm2, %xmm5
	movdqa	%xmm1, %xmm2
	pand	%xmm14, %xmm2
	psrld	$24, %xmm1
	movdqa	%xmm1, %xmm3
	pslld	$19, %xmm3
	por	%xmm2, %xmm3
	por	%xmm4, %xmm3
	movups	(%rbx), %xmm2
	pand	.LCPI28(%rip), %xmm1
	por	%xmm5, %xmm1
	movdqa	%xmm0, %xmm4
	punpckldq	%xmm3, %xmm4
	punpckhdq	%xmm3, %xmm0
	movups	%xmm2, -112(%r14)
	movq	40(%rbx), %xmm2
	pshufd	$238, %xmm4, %xmm3
	punpcklqdq	%xmm2, %xmm4
	movdqu	%xmm4, -96(%r14)
	movups	48(%rbx), %xmm2
	movups	%xmm2, -80(%r14)
	movq	88(%rbx), %xmm2
	punpcklqdq	%xmm2, %xmm3
	movdqu	%xmm3, -64(%r14)
	movups	96(%rbx), %xmm2
	movups	%xmm2, -48(%r14)
	movq	136(%rbx), %xmm2
	pshufd	$238, %xmm0, %xmm3
	punpcklqdq	%xmm2, %xmm0
	movdqu	%xmm0, -32(%r14)
	movups	144(%rbx), %xmm0
	movups	%xmm0, -16(%r14)
	movq	184(%rbx), %xmm0
	punpcklqdq	%xmm0, %xmm3
	movdqu	%xmm3, (%r14)
	pxor	%xmm0, %xmm0
	pcmpeqd	%xmm0, %xmm1
	movmskps	%xmm1, %ecx
	cmpl	$15, %ecx
	jne	.LBB46
.LBB47:
	addq	$4, %r12
	addq	$192, %rbx
	subq	$-128, %r14
	cmpq	%r15, %r12
	jbe	.LBB44
	jmp	.LBB48
.LBB46:
	movq	%rdx, 32(%rsp)
	leaq	-4(%r12), %rax
	movq	%rax, (%rsp)
	movl	$4, %ecx
	movq	%rbx, %rdx
	movq	%r13, %r8
	xorl	%r9d, %r9d
	callq	*%r10
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, 664(%rsp)
	jne	.LBB49
	movq	24(%rsp), %rax
	movq	32(%rsp), %rdx
	movdqa	.LCPI12(%rip), %xmm7
	movdqa	.LCPI13(%rip), %xmm8
	movdqa	.LCPI14(%rip), %xmm9
	movdqa	.LCPI15(%rip), %xmm10
	movdqa	.LCPI16(%rip), %xmm11
	movdqa	.LCPI17(%rip), %xmm12
	movdqa	.LCPI18(%rip), %xmm13
	movdqa	.LCPI19(%rip), %xmm14
	movdqa	.LCPI20(%rip), %xmm15
	leaq	.Lanon32(%rip), %rsi
	leaq	576(%rsp), %rdi
	movq	_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$16write_one_by_oneE@GOTPCREL(%rip), %r10
	jmp	.LBB47
.LBB48:
	addq	$-4, %r12
	movq	%r15, %rbx
	cmpq	%r15, %r12
	ja	.LBB50
	movq	40(%rsp), %r14
	cmpq	%rbx, %r12
	jne	.LBB9
.LBB8:
	movabsq	$-9223372036854775808, %r15
	movq	%r15, 136(%rsp)
	movq	136(%rsp), %r14
	cmpq	%r15, %r14
	jne	.LBB3
	jmp	.LBB4
.LBB9:
	movq	%r12, %rax
	shlq	$4, %rax
	leaq	(%rax,%rax,2), %rax
	addq	%rax, %r14
	movq	%r12, %rcx
	shlq	$5, %rcx
	addq	%rcx, %r13
	shlq	$4, %rbx
	leaq	(%rbx,%rbx,2), %rbx
	subq	%rax, %rbx
.LBB51:
	movups	(%r14), %xmm0
	movups	%xmm0, (%r13)
	movq	40(%r14), %xmm0
	pslldq	$8, %xmm0
	movdqu	%xmm0, 16(%r13)
	movl	16(%r14), %ecx
	movl	20(%r14), %esi
	movq	%rsi, %rdx
	shlq	$4, %rdx
	movl	24(%r14), %eax
	movq	%rax, %r8
	shlq	$10, %r8
	orq	%rdx, %r8
	movslq	28(%r14), %rdi
	movl	%edi, %r9d
	shll	$22, %r9d
	movzwl	32(%r14), %edx
	movq	%rdx, %r10
	shlq	$32, %r10
	orq	%r9, %r10
	orq	%r8, %r10
	movzwl	34(%r14), %r8d
	movq	%r8, %r11
	shlq	$39, %r11
	movzbl	36(%r14), %r9d
	movq	%r13, %r15
	movq	%r9, %r13
	shlq	$48, %r13
	orq	%r11, %r13
	movzbl	37(%r14), %r11d
	shlq	$51, %r11
	orq	%r13, %r11
	movq	%r15, %r13
	orq	%r10, %r11
	orq	%rcx, %r11
	movq	%r11, 16(%r15)
	shrl	$6, %esi
	shrl	$4, %ecx
	orl	%esi, %ecx
	shrl	$12, %eax
	orl	%ecx, %eax
	addq	$512, %rdi
	shrq	$10, %rdi
	shrl	$7, %edx
	orq	%rdi, %rdx
	orq	%rax, %rdx
	shrl	$9, %r8d
	orq	%rdx, %r8
	shrl	$3, %r9d
	orq	%r8, %r9
	jne	.LBB52
.LBB53:
	addq	$48, %r14
	incq	%r12
	addq	$32, %r13
	addq	$-48, %rbx
	jne	.LBB51
	jmp	.LBB8
.LBB52:
	movq	.Lanon32+80(%rip), %rax
	movq	%rax, 336(%rsp)
	movups	.Lanon32+64(%rip), %xmm0
	movaps	%xmm0, 320(%rsp)
	movups	.Lanon32+48(%rip), %xmm0
	movaps	%xmm0, 304(%rsp)
	movups	.Lanon32+32(%rip), %xmm0
	movaps	%xmm0, 288(%rsp)
	movups	.Lanon32+16(%rip), %xmm0
	movaps	%xmm0, 272(%rsp)
	movups	.Lanon32(%rip), %xmm0
	movaps	%xmm0, 256(%rsp)
	movl	$32, %r8d
	leaq	576(%rsp), %rdi
	leaq	256(%rsp), %rsi
	movq	%r14, %rdx
	movq	%r13, %rcx
	callq	*_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$15bit_field_faultE@GOTPCREL(%rip)
	movzbl	576(%rsp), %eax
	leaq	577(%rsp), %rdx
	movups	(%rdx), %xmm0
	movups	16(%rdx), %xmm1
	movdqu	32(%rdx), %xmm2
	movdqu	48(%rdx), %xmm3
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm1, 176(%rsp)
	movdqa	%xmm2, 192(%rsp)
	movdqa	%xmm3, 208(%rsp)
	movups	64(%rdx), %xmm0
	movaps	%xmm0, 224(%rsp)
	movq	79(%rdx), %rcx
	movq	%rcx, 239(%rsp)
	movq	664(%rsp), %rcx
	movdqa	95(%rdx), %xmm0
	movdqa	%xmm0, 368(%rsp)
	movabsq	$-9223372036854775808, %rdx
	cmpq	%rdx, %rcx
	je	.LBB53
	movb	%al, 416(%rsp)
	movaps	160(%rsp), %xmm0
	movaps	176(%rsp), %xmm1
	movaps	192(%rsp), %xmm2
	movaps	208(%rsp), %xmm3
	movups	%xmm0, 417(%rsp)
	movups	%xmm1, 433(%rsp)
	movups	%xmm2, 449(%rsp)
	movups	%xmm3, 465(%rsp)
	movaps	224(%rsp), %xmm0
	movups	%xmm0, 481(%rsp)
	movq	239(%rsp), %rax
	movq	%rax, 496(%rsp)
	movq	%rcx, 504(%rsp)
	movaps	368(%rsp), %xmm0
	movaps	%xmm0, 512(%rsp)
	leaq	.Lanon42(%rip), %rdx
	leaq	48(%rsp), %rdi
	leaq	416(%rsp), %rsi
	movl	$4, %ecx
	movq	%r12, %r8
	callq	*_ZN12ptx_abi_core5error5Error14within_elementE@GOTPCREL(%rip)
	movabsq	$-9223372036854775808, %r15
	movq	136(%rsp), %r14
	cmpq	%r15, %r14
	jne	.LBB3
	jmp	.LBB4
.LBB10:
	movq	%r15, 344(%rsp)
	cmpq	$4, %rbx
	jae	.LBB54
	xorl	%r12d, %r12d
	jmp	.LBB55
.LBB54:
	movq	%rbx, 16(%rsp)
	xorl	%ebx, %ebx
	leaq	.Lanon32(%rip), %rsi
	leaq	576(%rsp), %rdi
	movq	_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$16write_one_by_oneE@GOTPCREL(%rip), %r10
	xorl	%r15d, %r15d
.LBB56:
	movdqu	16(%r14), %xmm1
	movdqu	64(%r14), %xmm0
	movdqu	112(%r14), %xmm5
	movdqu	160(%r14), %xmm3
	movdqa	%xmm1, %xmm2
	punpckldq	%xmm0, %xmm2
	movdqa	%xmm5, %xmm6
	punpckldq	%xmm3, %xmm6
	punpckhdq	%xmm0, %xmm1
	punpckhdq	%xmm3, %xmm5
	movdqa	%xmm2, %xmm4
	punpcklqdq	%xmm6, %xmm4
	punpckhqdq	%xmm6, %xmm2
	movdqa	%xmm1, %xmm3
	punpcklqdq	%xmm5, %xmm3
	punpckhqdq	%xmm5, %xmm1
	movdqa	%xmm3, %xmm0
	pslld	$10, %xmm0
	por	%xmm4, %xmm0
	pand	.LCPI12(%rip), %xmm4
	movdqa	%xmm2, %xmm5
	pslld	$4, %xmm5
	pand	.LCPI13(%rip), %xmm2
	por	%xmm4, %xmm2
	pand	.LCPI14(%rip), %xmm3
	por	%xmm2, %xmm3
	movdqa	%xmm1, %xmm2
	paddd	%xmm2, %xmm2
	pxor	%xmm1, %xmm2
	pslld	$22, %xmm1
	por	%xmm5, %xmm1
	pand	.LCPI15(%rip), %xmm2
	por	%xmm3, %xmm2
	por	%xmm1, %xmm0
	movd	80(%r14), %xmm1
	movd	32(%r14), %xmm4
	punpckldq	%xmm1, %xmm4
	movd	176(%r14), %xmm1
	movd	128(%r14), %xmm3
	punpckldq	%xmm1, %xmm3
	punpcklqdq	%xmm3, %xmm4
	movdqa	%xmm4, %xmm1
	pand	.LCPI16(%rip), %xmm1
	movdqa	%xmm4, %xmm5
	pand	.LCPI17(%rip), %xmm5
	psrld	$16, %xmm4
	movdqa	%xmm4, %xmm3
	pslld	$7, %xmm3
	por	%xmm1, %xmm3
	pand	.LCPI18(%rip), %xmm4
	por	%xmm5, %xmm4
	movd	82(%r14), %xmm5
	movd	34(%r14), %xmm1
	punpckldq	%xmm5, %xmm1
	movd	178(%r14), %xmm5
	movd	130(%r14), %xmm6
	punpckldq	%xmm5, %xmm6
	punpcklqdq	%xmm6, %xmm1
	movdqa	%xmm1, %xmm5
	psrld	$16, %xmm5
	pand	.LCPI20(%rip), %xmm5
	por	%xmm4, %xmm5
	por	%xmm2, %xmm5
	movdqa	%xmm1, %xmm2
	pand	.LCPI19(%rip), %xmm2
	psrld	$24, %xmm1
	movdqa	%xmm1, %xmm4
	pslld	$19, %xmm4
	por	%xmm2, %xmm4
	prefetchnta	8192(%r14)
	prefetchnta	8256(%r14)
	prefetchnta	8320(%r14)
	leaq	(%r13,%r15), %rax
	por	%xmm3, %xmm4
	movups	(%r14), %xmm2
	pand	.LCPI28(%rip), %xmm1
	por	%xmm5, %xmm1
	movdqa	%xmm0, %xmm3
	punpckldq	%xmm4, %xmm3
	punpckhdq	%xmm4, %xmm0
	movntdq	%xmm2, (%rax)
	movq	40(%r14), %xmm2
	movdqa	%xmm3, %xmm4
	punpcklqdq	%xmm2, %xmm4
	pshufd	$238, %xmm3, %xmm2
	leaq	16(%r13,%r15), %rax
	movntdq	%xmm4, (%rax)
	leaq	32(%r13,%r15), %rax
	movups	48(%r14), %xmm3
	movntdq	%xmm3, (%rax)
	leaq	48(%r13,%r15), %rax
	movq	88(%r14), %xmm3
	punpcklqdq	%xmm3, %xmm2
	movntdq	%xmm2, (%rax)
	leaq	64(%r13,%r15), %rax
	movups	96(%r14), %xmm2
	movntdq	%xmm2, (%rax)
	movq	136(%r14), %xmm2
	movdqa	%xmm0, %xmm3
	punpcklqdq	%xmm2, %xmm3
	pshufd	$238, %xmm0, %xmm0
	leaq	80(%r13,%r15), %rax
	movntdq	%xmm3, (%rax)
	leaq	96(%r13,%r15), %rax
	movups	144(%r14), %xmm2
	movntdq	%xmm2, (%rax)
	movq	184(%r14), %xmm2
	punpcklqdq	%xmm2, %xmm0
	leaq	112(%r13,%r15), %rax
	movntdq	%xmm0, (%rax)
	pxor	%xmm0, %xmm0
	pcmpeqd	%xmm0, %xmm1
	movmskps	%xmm1, %eax
	cmpl	$15, %eax
	jne	.LBB57
.LBB58:
	leaq	4(%rbx), %r12
	addq	$8, %rbx
	subq	$-128, %r15
	addq	$192, %r14
	cmpq	16(%rsp), %rbx
	movq	%r12, %rbx
	jbe	.LBB56
	jmp	.LBB59
.LBB57:
	movq	%rbx, (%rsp)
	movl	$4, %ecx
	movq	%r14, %rdx
	movq	%r13, %r8
	xorl	%r9d, %r9d
	movq	%r10, %r12
	callq	*%r10
	leaq	256(%rsp), %rdi
	callq	_ZN4core3ptr86drop_in_place$LT$core..result..Result$LT$$LP$$RP$$C$ptx_abi_core..error..Error$GT$$GT$E
	movaps	672(%rsp), %xmm0
	movaps	%xmm0, 352(%rsp)
	movaps	656(%rsp), %xmm0
	movaps	%xmm0, 336(%rsp)
	movaps	640(%rsp), %xmm0
	movaps	%xmm0, 320(%rsp)
	movdqa	576(%rsp), %xmm0
	movaps	592(%rsp), %xmm1
	movdqa	608(%rsp), %xmm2
	movdqa	624(%rsp), %xmm3
	movdqa	%xmm3, 304(%rsp)
	movdqa	%xmm2, 288(%rsp)
	movaps	%xmm1, 272(%rsp)
	movdqa	%xmm0, 256(%rsp)
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, 344(%rsp)
	leaq	.Lanon32(%rip), %rsi
	leaq	576(%rsp), %rdi
	movq	%r12, %r10
	je	.LBB58
	jmp	.LBB60
.LBB59:
	movq	16(%rsp), %rbx
	cmpq	%rbx, %r12
	ja	.LBB61
	movabsq	$-9223372036854775808, %r15
.LBB55:
	movq	%r15, %r14
	cmpq	%rbx, %r12
	movq	%r15, %rax
	je	.LBB62
	movq	%r12, %rax
	shlq	$4, %rax
	leaq	(%rax,%rax,2), %rax
	movq	40(%rsp), %r15
	addq	%rax, %r15
	movq	%r12, %rcx
	shlq	$5, %rcx
	addq	%rcx, %r13
	shlq	$4, %rbx
	leaq	(%rbx,%rbx,2), %rbx
	subq	%rax, %rbx
.LBB63:
	movups	(%r15), %xmm0
	movups	%xmm0, (%r13)
	movq	40(%r15), %xmm0
	pslldq	$8, %xmm0
	movdqu	%xmm0, 16(%r13)
	movl	16(%r15), %ecx
	movl	20(%r15), %esi
	movq	%rsi, %rdx
	shlq	$4, %rdx
	movl	24(%r15), %eax
	movq	%rax, %r8
	shlq	$10, %r8
	orq	%rdx, %r8
	movslq	28(%r15), %rdi
	movl	%edi, %r9d
	shll	$22, %r9d
	movzwl	32(%r15), %edx
	movq	%rdx, %r10
	shlq	$32, %r10
	orq	%r9, %r10
	orq	%r8, %r10
	movzwl	34(%r15), %r8d
	movq	%r8, %r11
	shlq	$39, %r11
	movzbl	36(%r15), %r14d
	movq	%r14, %r9
	shlq	$48, %r9
	orq	%r11, %r9
	movzbl	37(%r15), %r11d
	shlq	$51, %r11
	orq	%r9, %r11
	orq	%r10, %r11
	orq	%rcx, %r11
	movq	%r11, 16(%r13)
	shrl	$6, %esi
	shrl	$4, %ecx
	orl	%esi, %ecx
	shrl	$12, %eax
	orl	%ecx, %eax
	addq	$512, %rdi
	shrq	$10, %rdi
	shrl	$7, %edx
	orq	%rdi, %rdx
	orq	%rax, %rdx
	shrl	$9, %r8d
	orq	%rdx, %r8
	shrl	$3, %r14d
	orq	%r8, %r14
	jne	.LBB64
.LBB65:
	addq	$48, %r15
	incq	%r12
	addq	$32, %r13
	addq	$-48, %rbx
	jne	.LBB63
	jmp	.LBB66
.LBB64:
	movq	.Lanon32+80(%rip), %rax
	movq	%rax, 496(%rsp)
	movups	.Lanon32+64(%rip), %xmm0
	movaps	%xmm0, 480(%rsp)
	movups	.Lanon32+48(%rip), %xmm0
	movaps	%xmm0, 464(%rsp)
	movups	.Lanon32+32(%rip), %xmm0
	movaps	%xmm0, 448(%rsp)
	movups	.Lanon32+16(%rip), %xmm0
	movaps	%xmm0, 432(%rsp)
	movdqu	.Lanon32(%rip), %xmm0
	movdqa	%xmm0, 416(%rsp)
	movl	$32, %r8d
	leaq	576(%rsp), %rdi
	leaq	416(%rsp), %rsi
	movq	%r15, %rdx
	movq	%r13, %rcx
	callq	*_ZN12ptx_abi_core7derived6blocks53_$LT$impl$u20$ptx_abi_core..derived..table..Table$GT$15bit_field_faultE@GOTPCREL(%rip)
	movzbl	576(%rsp), %eax
	leaq	577(%rsp), %rdx
	movups	(%rdx), %xmm0
	movups	16(%rdx), %xmm1
	movdqu	32(%rdx), %xmm2
	movdqu	48(%rdx), %xmm3
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm1, 176(%rsp)
	movdqa	%xmm2, 192(%rsp)
	movdqa	%xmm3, 208(%rsp)
	movups	64(%rdx), %xmm0
	movaps	%xmm0, 224(%rsp)
	movq	79(%rdx), %rcx
	movq	%rcx, 239(%rsp)
	movq	664(%rsp), %rcx
	movdqa	95(%rdx), %xmm0
	movdqa	%xmm0, 368(%rsp)
	movabsq	$-9223372036854775808, %rdx
	cmpq	%rdx, %rcx
	je	.LBB65
	movb	%al, 416(%rsp)
	movaps	160(%rsp), %xmm0
	movaps	176(%rsp), %xmm1
	movdqa	192(%rsp), %xmm2
	movdqa	208(%rsp), %xmm3
	movups	%xmm0, 417(%rsp)
	movups	%xmm1, 433(%rsp)
	movdqu	%xmm2, 449(%rsp)
	movdqu	%xmm3, 465(%rsp)
	movaps	224(%rsp), %xmm0
	movups	%xmm0, 481(%rsp)
	movq	239(%rsp), %rax
	movq	%rax, 496(%rsp)
	movq	%rcx, 504(%rsp)
	movdqa	368(%rsp), %xmm0
	movdqa	%xmm0, 512(%rsp)
	leaq	.Lanon42(%rip), %rdx
	leaq	576(%rsp), %rdi
	leaq	416(%rsp), %rsi
	movl	$4, %ecx
	movq	%r12, %r8
	callq	*_ZN12ptx_abi_core5error5Error14within_elementE@GOTPCREL(%rip)
	movq	656(%rsp), %rax
	movq	%rax, 128(%rsp)
	movaps	640(%rsp), %xmm0
	movaps	%xmm0, 112(%rsp)
	movaps	576(%rsp), %xmm0
	movaps	592(%rsp), %xmm1
	movaps	608(%rsp), %xmm2
	movaps	624(%rsp), %xmm3
	movaps	%xmm3, 96(%rsp)
	movaps	%xmm2, 80(%rsp)
	movaps	%xmm1, 64(%rsp)
	movaps	%xmm0, 48(%rsp)
	movq	664(%rsp), %r14
	movaps	672(%rsp), %xmm0
	movaps	%xmm0, 560(%rsp)
	movabsq	$-9223372036854775808, %rax
	jmp	.LBB62
.LBB66:
	movabsq	$-9223372036854775808, %rax
	movq	%rax, %r14
.LBB62:
	movq	344(%rsp), %r15
	cmpq	%rax, %r15
	je	.LBB67
	movq	352(%rsp), %rax
	movq	%rax, 16(%rsp)
	movq	360(%rsp), %r12
	testq	%r12, %r12
	je	.LBB68
	movq	16(%rsp), %rax
	leaq	8(%rax), %r13
	movq	_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip), %rbx
	jmp	.LBB69
.LBB70:
	addq	$24, %r13
	decq	%r12
	je	.LBB68
.LBB69:
	movq	-8(%r13), %rsi
	testq	%rsi, %rsi
	je	.LBB70
	movq	(%r13), %rdi
	movl	$1, %edx
	callq	*%rbx
	jmp	.LBB70
.LBB68:
	testq	%r15, %r15
	je	.LBB67
	shlq	$3, %r15
	leaq	(%r15,%r15,2), %rsi
	movl	$8, %edx
	movq	16(%rsp), %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB67:
	movq	128(%rsp), %rax
	movq	%rax, 336(%rsp)
	movaps	112(%rsp), %xmm0
	movaps	%xmm0, 320(%rsp)
	movaps	48(%rsp), %xmm0
	movaps	64(%rsp), %xmm1
	movdqa	80(%rsp), %xmm2
	movdqa	96(%rsp), %xmm3
	movdqa	%xmm3, 304(%rsp)
	movdqa	%xmm2, 288(%rsp)
	movaps	%xmm1, 272(%rsp)
	movaps	%xmm0, 256(%rsp)
	movq	%r14, 344(%rsp)
	movdqa	560(%rsp), %xmm0
	movdqa	%xmm0, 352(%rsp)
.LBB60:
	sfence
	movaps	352(%rsp), %xmm0
	movaps	%xmm0, 144(%rsp)
	movq	336(%rsp), %rax
	movq	%rax, 128(%rsp)
	movq	344(%rsp), %rax
	movq	%rax, 136(%rsp)
	movaps	320(%rsp), %xmm0
	movaps	%xmm0, 112(%rsp)
	movdqa	256(%rsp), %xmm0
	movaps	272(%rsp), %xmm1
	movdqa	288(%rsp), %xmm2
	movdqa	304(%rsp), %xmm3
.LBB71:
	movdqa	%xmm3, 96(%rsp)
	movdqa	%xmm2, 80(%rsp)
	movaps	%xmm1, 64(%rsp)
	movdqa	%xmm0, 48(%rsp)
	movabsq	$-9223372036854775808, %r15
	movq	136(%rsp), %r14
	cmpq	%r15, %r14
	jne	.LBB3
	jmp	.LBB4
.LBB11:
.LBB23:
	movq	%r15, %rax
.LBB43:
	sfence
	movq	%rax, 136(%rsp)
	movq	392(%rsp), %rax
	movq	%rax, 144(%rsp)
	movq	400(%rsp), %rax
	movq	%rax, 152(%rsp)
	movq	136(%rsp), %r14
	cmpq	%r15, %r14
	je	.LBB4
.LBB3:
	movq	%r15, %rbx
	movq	144(%rsp), %rax
	movq	%rax, 16(%rsp)
	movq	152(%rsp), %r15
	testq	%r15, %r15
	je	.LBB72
	movq	16(%rsp), %rax
	leaq	8(%rax), %r12
	movq	_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip), %r13
	jmp	.LBB73
.LBB74:
	addq	$24, %r12
	decq	%r15
	je	.LBB72
.LBB73:
	movq	-8(%r12), %rsi
	testq	%rsi, %rsi
	je	.LBB74
	movq	(%r12), %rdi
	movl	$1, %edx
	callq	*%r13
	jmp	.LBB74
.LBB72:
	testq	%r14, %r14
	movq	%rbx, %r15
	je	.LBB4
	leaq	(,%r14,8), %rax
	leaq	(%rax,%rax,2), %rsi
	movl	$8, %edx
	movq	16(%rsp), %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB4:
	cmpq	%r15, %r14
	sete	%al
	leaq	-40(%rbp), %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	retq
.LBB27:
	leaq	.Lanon75(%rip), %rcx
	movq	%r14, %rdi
	movq	%rdx, %rsi
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
.LBB34:
	movq	%rax, %r14
	leaq	.Lanon76(%rip), %rcx
	movq	%r14, %rdi
	movq	%rdx, %rsi
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
.LBB33:
	movq	512(%rsp), %rcx
	movq	%rcx, 392(%rsp)
	movq	520(%rsp), %rcx
	movq	%rcx, 400(%rsp)
	movabsq	$-9223372036854775808, %r15
	jmp	.LBB43
.LBB50:
	leaq	.Lanon76(%rip), %rcx
	movq	%r12, %rdi
	movq	%rbx, %rsi
	movq	%rbx, %rdx
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
.LBB49:
	movaps	672(%rsp), %xmm0
	movaps	%xmm0, 144(%rsp)
	movaps	656(%rsp), %xmm0
	movaps	%xmm0, 128(%rsp)
	movaps	640(%rsp), %xmm0
	movaps	%xmm0, 112(%rsp)
	movdqa	576(%rsp), %xmm0
	movaps	592(%rsp), %xmm1
	movdqa	608(%rsp), %xmm2
	movdqa	624(%rsp), %xmm3
	jmp	.LBB71
.LBB61:
	leaq	.Lanon77(%rip), %rcx
	movq	%r12, %rdi
	movq	%rbx, %rsi
	movq	%rbx, %rdx
	callq	*_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail@GOTPCREL(%rip)
	ud2
.LBB78:
	jmp	.LBB79
.LBB80:
	jmp	.LBB79
.LBB81:
.LBB79:
	movq	%rax, %rbx
	movq	344(%rsp), %r15
	movabsq	$-9223372036854775808, %rax
	cmpq	%rax, %r15
	je	.LBB82
	movq	352(%rsp), %rax
	movq	%rax, 16(%rsp)
	movq	360(%rsp), %r12
	testq	%r12, %r12
	jne	.LBB83
.LBB84:
	testq	%r15, %r15
	je	.LBB82
	shlq	$3, %r15
	leaq	(%r15,%r15,2), %rsi
	movl	$8, %edx
	movq	16(%rsp), %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB82:
	movq	%rbx, %rdi
	callq	_Unwind_Resume@PLT
.LBB83:
	movq	16(%rsp), %rax
	leaq	8(%rax), %r13
	movq	_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip), %r14
	jmp	.LBB85
.LBB86:
	addq	$24, %r13
	decq	%r12
	je	.LBB84
.LBB85:
	movq	-8(%r13), %rsi
	testq	%rsi, %rsi
	je	.LBB86
	movq	(%r13), %rdi
	movl	$1, %edx
	callq	*%r14
	jmp	.LBB86

codegen_write_padded:
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	subq	$16, %rsp
	movabsq	$-9223372036854775808, %rbx
	movq	%rsi, %rax
	shlq	$5, %rax
	cmpq	%rax, %rcx
	jne	.LBB0
	testb	$15, %dl
	jne	.LBB1
	movq	_ZN12ptx_abi_core7derived4simd16STREAM_BYTES_NOWE@GOTPCREL(%rip), %rax
	movq	(%rax), %rax
	cmpq	%rax, %rcx
	jae	.LBB2
.LBB1:
	movq	_ZN12ptx_abi_core7derived4simd16STREAM_BYTES_NOWE@GOTPCREL(%rip), %rax
	movq	(%rax), %rax
	movq	%rsp, %rax
	testq	%rsi, %rsi
	je	.LBB3
	movaps	.LCPI4(%rip), %xmm0
	movaps	.LCPI5(%rip), %xmm1
.LBB6:
	movdqu	(%rdi), %xmm2
	movdqu	16(%rdi), %xmm3
	pand	%xmm0, %xmm2
	pand	%xmm1, %xmm3
	movdqu	%xmm2, (%rdx)
	movdqu	%xmm3, 16(%rdx)
	addq	$32, %rdi
	addq	$32, %rdx
	decq	%rsi
	jne	.LBB6
	jmp	.LBB3
.LBB0:
	movq	$0, (%rsp)
	leaq	8(%rsp), %rax
	xorl	%ecx, %ecx
	movq	%rcx, (%rax)
	movq	(%rsp), %r14
	cmpq	%rbx, %r14
	jne	.LBB7
	jmp	.LBB8
.LBB2:
	testq	%rsi, %rsi
	je	.LBB9
	movaps	.LCPI4(%rip), %xmm0
	movaps	.LCPI5(%rip), %xmm1
.LBB10:
	prefetchnta	8192(%rdi)
	movdqu	(%rdi), %xmm2
	movdqu	16(%rdi), %xmm3
	pand	%xmm0, %xmm2
	pand	%xmm1, %xmm3
	movntdq	%xmm2, (%rdx)
	movntdq	%xmm3, 16(%rdx)
	addq	$32, %rdi
	addq	$32, %rdx
	decq	%rsi
	jne	.LBB10
.LBB9:
	sfence
	movq	%rsp, %rax
.LBB3:
	movq	%rbx, %rcx
	movq	%rcx, (%rax)
	movq	(%rsp), %r14
	cmpq	%rbx, %r14
	je	.LBB8
.LBB7:
	movq	8(%rsp), %r15
	testq	%r15, %r15
	je	.LBB11
	movl	$16, %r12d
	movq	_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip), %r13
	jmp	.LBB12
.LBB13:
	addq	$24, %r12
	decq	%r15
	je	.LBB11
.LBB12:
	movq	-8(%r12), %rsi
	testq	%rsi, %rsi
	je	.LBB13
	movq	(%r12), %rdi
	movl	$1, %edx
	callq	*%r13
	jmp	.LBB13
.LBB11:
	testq	%r14, %r14
	je	.LBB8
	leaq	(,%r14,8), %rax
	leaq	(%rax,%rax,2), %rsi
	movl	$8, %edi
	movl	$8, %edx
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB8:
	cmpq	%rbx, %r14
	sete	%al
	addq	$16, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	retq

codegen_write_vecs:
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	subq	$16, %rsp
	movabsq	$-9223372036854775808, %rbx
	movq	%rsi, %rax
	shlq	$4, %rax
	leaq	(%rax,%rax,2), %rax
	cmpq	%rax, %rcx
	jne	.LBB0
	testb	$15, %dl
	jne	.LBB1
	movq	_ZN12ptx_abi_core7derived4simd16STREAM_BYTES_NOWE@GOTPCREL(%rip), %rax
	movq	(%rax), %rax
	cmpq	%rax, %rcx
	jae	.LBB2
.LBB1:
	movq	_ZN12ptx_abi_core7derived4simd16STREAM_BYTES_NOWE@GOTPCREL(%rip), %rax
	movq	(%rax), %rax
	movq	%rsp, %rax
	testq	%rsi, %rsi
	je	.LBB3
	pcmpeqd	%xmm0, %xmm0
	movaps	.LCPI4(%rip), %xmm1
.LBB5:
	movdqu	(%rdi), %xmm2
	movdqu	16(%rdi), %xmm3
	movdqu	32(%rdi), %xmm4
	pand	%xmm1, %xmm2
	pand	%xmm0, %xmm3
	pand	%xmm1, %xmm4
	movdqu	%xmm2, (%rdx)
	movdqu	%xmm3, 16(%rdx)
	movdqu	%xmm4, 32(%rdx)
	addq	$48, %rdi
	addq	$48, %rdx
	decq	%rsi
	jne	.LBB5
	jmp	.LBB3
.LBB0:
	movq	$0, (%rsp)
	leaq	8(%rsp), %rax
	xorl	%ecx, %ecx
	movq	%rcx, (%rax)
	movq	(%rsp), %r14
	cmpq	%rbx, %r14
	jne	.LBB6
	jmp	.LBB7
.LBB2:
	testq	%rsi, %rsi
	je	.LBB8
	pcmpeqd	%xmm0, %xmm0
	movaps	.LCPI4(%rip), %xmm1
.LBB9:
	prefetchnta	8192(%rdi)
	movdqu	(%rdi), %xmm2
	movdqu	16(%rdi), %xmm3
	movdqu	32(%rdi), %xmm4
	pand	%xmm1, %xmm2
	pand	%xmm0, %xmm3
	pand	%xmm1, %xmm4
	movntdq	%xmm2, (%rdx)
	movntdq	%xmm3, 16(%rdx)
	movntdq	%xmm4, 32(%rdx)
	addq	$48, %rdi
	addq	$48, %rdx
	decq	%rsi
	jne	.LBB9
.LBB8:
	sfence
	movq	%rsp, %rax
.LBB3:
	movq	%rbx, %rcx
	movq	%rcx, (%rax)
	movq	(%rsp), %r14
	cmpq	%rbx, %r14
	je	.LBB7
.LBB6:
	movq	8(%rsp), %r15
	testq	%r15, %r15
	je	.LBB10
	movl	$16, %r12d
	movq	_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip), %r13
	jmp	.LBB11
.LBB12:
	addq	$24, %r12
	decq	%r15
	je	.LBB10
.LBB11:
	movq	-8(%r12), %rsi
	testq	%rsi, %rsi
	je	.LBB12
	movq	(%r12), %rdi
	movl	$1, %edx
	callq	*%r13
	jmp	.LBB12
.LBB10:
	testq	%r14, %r14
	je	.LBB7
	leaq	(,%r14,8), %rax
	leaq	(%rax,%rax,2), %rsi
	movl	$8, %edi
	movl	$8, %edx
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
.LBB7:
	cmpq	%rbx, %r14
	sete	%al
	addq	$16, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	retq
